import { route } from '@/server/http/route';
import { ZTableRemove } from '@/lib/contracts/provider';
import { removeTable } from '@/server/services/provider/remove-table';

export default route({
  POST: {
    auth: 'user',
    body: ZTableRemove,
    perm: { flag: 'providers', provider: ({ body }) => body.providerId },
    run: ({ body }) => removeTable(body),
  },
});
