import { route } from '@/server/http/route';
import { ZInvoiceBuyer } from '@/lib/contracts/invoice';
import { setInvoiceBuyer } from '@/server/services/invoice/get-invoice';

export default route({
  POST: { auth: 'user', body: ZInvoiceBuyer, run: ({ user, body }) => setInvoiceBuyer({ user, input: body }) },
});
