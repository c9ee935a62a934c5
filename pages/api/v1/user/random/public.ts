import { route } from '@/server/http/route';
import { randomPublicUsers } from '@/server/services/users/random-public-users';

export default route({
  GET: { auth: 'optional', run: ({ user }) => randomPublicUsers({ excludeId: user?.id }) },
});
