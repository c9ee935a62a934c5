import { route } from '@/server/http/route';
import { checkActivation } from '@/server/services/user/check-activation';

export default route({
  GET: { auth: 'user', run: ({ user }) => checkActivation(user.id) },
});
