import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { verifyInvoiceChain } from '@/server/services/invoice/verify-chain';

export default route({
  GET: {
    auth: 'user',
    query: z.object({ providerId: ZId }),
    perm: { flag: 'stats', provider: ({ query }) => query.providerId },
    run: ({ query }) => verifyInvoiceChain({ providerId: query.providerId }),
  },
});
