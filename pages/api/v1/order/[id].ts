import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { getOrder } from '@/server/services/order/get-order';

export default route({
  GET: { auth: 'user', query: z.object({ id: ZId }), run: ({ user, query }) => getOrder({ user, orderId: query.id }) },
});
