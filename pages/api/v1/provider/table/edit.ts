import { route } from '@/server/http/route';
import { ZTableEdit } from '@/lib/contracts/provider';
import { editTable } from '@/server/services/provider/tables';

export default route({
  POST: {
    auth: 'user',
    body: ZTableEdit,
    perm: { flag: 'providers', provider: ({ body }) => body.providerId },
    run: ({ body }) => editTable(body),
  },
});
