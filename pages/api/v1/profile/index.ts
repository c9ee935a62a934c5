import { route } from '@/server/http/route';
import { getProfile } from '@/server/services/profile/get-profile';

export default route({
  GET: { auth: 'user', run: ({ user }) => getProfile({ userId: user.id }) },
});
