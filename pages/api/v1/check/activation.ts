import { route } from '@/server/http/route';
import { checkActivation } from '@/server/services/profile/check-activation';

// Optional: a visitor without a (live) session gets `{ user: null }` with 200, so a guest's page
// makes no failed request; the HttpOnly `token` cookie stays unreadable to scripts.
export default route({
  GET: { auth: 'optional', run: ({ user }) => (user ? checkActivation({ userId: user.id }) : { user: null }) },
});
