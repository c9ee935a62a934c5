import { route } from '@/server/http/route';
import { ZSpaceCheckIn } from '@/lib/contracts/space/booking';
import { checkInReservation } from '@/server/services/space/checkin';

// The branch is known only after the booking is read, so the service checks the orders right there;
// `staff` refuses a caller who holds it at no branch before the body is read.
export default route({
  POST: {
    auth: 'user',
    staff: 'orders',
    body: ZSpaceCheckIn,
    run: ({ user, body }) => checkInReservation({ actor: user, input: body }),
  },
});
