import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { getInvoice } from '@/server/services/invoice/get-invoice';
import { invoicePdf } from '@/server/services/invoice/invoice-pdf';

export default route({
  GET: {
    auth: 'user',
    query: z.object({ id: ZId }),
    run: async ({ user, query, res }) => {
      const { invoice } = await getInvoice({ user, id: query.id });
      const data = await invoicePdf(invoice);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Length', String(data.length));
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="invoice-${invoice.jalaliYear}-${invoice.number}.pdf"`,
      );
      res.setHeader('Cache-Control', 'private, no-store');
      res.status(200).send(data);
    },
  },
});
