import { route } from '@/server/http/route';
import { ZSpaceWaitlist } from '@/lib/contracts/space/booking';
import { joinWaitlist } from '@/server/services/space/waitlist';

export default route({
  POST: { auth: 'user', body: ZSpaceWaitlist, run: ({ user, body }) => joinWaitlist({ actor: user, input: body }) },
});
