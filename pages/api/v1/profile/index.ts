import { route } from '@/server/http/route';
import { getProfile } from '@/server/services/user/check-activation';

export default route({
  GET: { auth: 'user', run: ({ user }) => getProfile(user.id) },
});
