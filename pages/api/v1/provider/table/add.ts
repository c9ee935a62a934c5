import { route } from '@/server/http/route';
import { ZTableAdd } from '@/lib/contracts/provider';
import { addTable } from '@/server/services/provider/add-table';

export default route({
  POST: {
    auth: 'user',
    body: ZTableAdd,
    perm: { flag: 'providers', provider: ({ body }) => body.providerId },
    run: ({ body }) => addTable(body),
  },
});
