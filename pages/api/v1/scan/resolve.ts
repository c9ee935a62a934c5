import { route } from '@/server/http/route';
import { ZScanResolveQuery } from '@/lib/contracts/scan';
import { resolveScan } from '@/server/services/scan/resolve-scan';

/** GET /v1/scan/resolve?code=: what a scanned QR (order, bundle or discount code) is; branch staff only (checked in the service, per code). */
export default route({
  GET: {
    auth: 'user',
    staff: ['orders', 'vouchers', 'events'],
    query: ZScanResolveQuery,
    run: ({ user, query }) => resolveScan({ actor: user, code: query.code }),
  },
});
