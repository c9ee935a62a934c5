import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { reservationOfOrder } from '@/server/services/space/get-reservation';

export default route({
  GET: {
    auth: 'user',
    query: z.object({ orderId: ZId }),
    run: ({ user, query }) => reservationOfOrder({ actor: user, orderId: query.orderId }),
  },
});
