import { route } from '@/server/http/route';
import { ZSpaceCheckIn } from '@/lib/contracts/space/booking';
import { checkInReservation } from '@/server/services/space/checkin';
import { checkInByCode } from '@/server/services/space/checkin-code';

// The branch is known only after the booking is read, so the service checks the orders right there;
// `staff` refuses a caller who holds it at no branch before the body is read. `{orderId}` is the staff
// form (the reservations list, the scanner); `{code}` the customer's check-in code (counter or kiosk).
export default route({
  POST: {
    auth: 'user',
    staff: 'orders',
    body: ZSpaceCheckIn,
    run: ({ user, body }) =>
      'code' in body ? checkInByCode({ actor: user, input: body }) : checkInReservation({ actor: user, input: body }),
  },
});
