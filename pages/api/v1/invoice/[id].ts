import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { getInvoice } from '@/server/services/invoice/get-invoice';

export default route({
  GET: { auth: 'user', query: z.object({ id: ZId }), run: ({ user, query }) => getInvoice({ user, id: query.id }) },
});
