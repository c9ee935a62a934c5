import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId, ZPaging } from '@/lib/contracts/common';
import { listInvoices } from '@/server/services/invoice/list-invoices';

export default route({
  GET: {
    auth: 'user',
    query: z.object({ providerId: ZId, paging: ZPaging(50) }),
    perm: { flag: 'orders', provider: ({ query }) => query.providerId },
    run: ({ query }) => listInvoices({ providerId: query.providerId, paging: query.paging }),
  },
});
