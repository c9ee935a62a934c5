import { route } from '@/server/http/route';
import { ZSpaceCategoryAdd } from '@/lib/contracts/space';
import { addSpaceCategory } from '@/server/services/space';

export default route({
  POST: {
    auth: 'user',
    body: ZSpaceCategoryAdd,
    perm: { flag: 'menu', provider: ({ body }) => body.providerId },
    run: ({ user, body }) => addSpaceCategory(user, body),
  },
});
