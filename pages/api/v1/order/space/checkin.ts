import { route } from '@/server/http/route';
import { ZSpaceCheckIn } from '@/lib/contracts/space';
import { checkInReservation } from '@/server/services/space';

// The branch is known only after the booking is read, so the service checks the orders permission there.
export default route({
  POST: { auth: 'user', body: ZSpaceCheckIn, run: ({ user, body }) => checkInReservation(user, body) },
});
