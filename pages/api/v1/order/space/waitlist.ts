import { route } from '@/server/http/route';
import { ZSpaceWaitlist } from '@/lib/contracts/space';
import { joinWaitlist } from '@/server/services/space';

export default route({
  POST: { auth: 'user', body: ZSpaceWaitlist, run: ({ user, body }) => joinWaitlist(user, body) },
});
