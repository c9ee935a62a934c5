import { route } from '@/server/http/route';
import { ZTableEdit } from '@/lib/contracts/provider';
import { editTable } from '@/server/services/provider/edit-table';

export default route({
  POST: {
    auth: 'user',
    body: ZTableEdit,
    perm: { flag: 'providers', provider: ({ body }) => body.providerId },
    run: ({ body }) => editTable(body),
  },
});
