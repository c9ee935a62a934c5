import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { exportInvoices } from '@/server/services/invoice/export-invoices';

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'تاریخ وارد شده معتبر نیست.' });

export default route({
  GET: {
    auth: 'user',
    query: z.object({ providerId: ZId, from: ZDay, to: ZDay }),
    perm: { flag: 'stats', provider: ({ query }) => query.providerId },
    run: ({ query }) => exportInvoices(query),
  },
});
