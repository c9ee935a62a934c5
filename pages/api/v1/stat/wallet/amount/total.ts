import { route } from '@/server/http/route';
import { walletAmountTotal } from '@/server/services/stats/money-daily';

export default route({
  GET: { auth: 'user', perm: { flag: 'stats' }, run: () => walletAmountTotal() },
});
