import { route } from '@/server/http/route';
import { listVatRates } from '@/server/services/vat/rates';

export default route({ GET: { auth: 'none', run: () => listVatRates() } });
