import { route } from '@/server/http/route';
import { randomPublicUsers } from '@/server/services/public-user';

export default route({
  GET: { auth: 'optional', run: ({ user }) => randomPublicUsers({ excludeId: user?.id }) },
});
