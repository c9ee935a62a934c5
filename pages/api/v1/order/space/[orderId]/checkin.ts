import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { reservationCheckinCode } from '@/server/services/space/checkin-code';

/** The owner's check-in code of a reservation (a QR on the booking page); anyone else: 404. */
export default route({
  GET: {
    auth: 'user',
    query: z.object({ orderId: ZId }),
    run: ({ user, query }) => reservationCheckinCode({ actor: user, orderId: query.orderId }),
  },
});
