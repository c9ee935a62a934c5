import { route } from '@/server/http/route';
import { ZItemAdd } from '@/lib/contracts/menu/admin';
import { addItem } from '@/server/services/menu/add-item';

export default route({
  POST: {
    auth: 'user',
    body: ZItemAdd,
    perm: { flag: 'menu', provider: ({ body }) => body.providerId },
    run: ({ body }) => addItem({ kind: 'cafe', input: body }),
  },
});
