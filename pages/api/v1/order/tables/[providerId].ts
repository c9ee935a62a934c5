import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { branchTables } from '@/server/services/order/branch-tables';

/** A branch's table numbers, for the cart's table picker (public: the numbers are on the tables). */
export default route({
  GET: {
    auth: 'none',
    query: z.object({ providerId: ZId }),
    run: ({ query }) => branchTables({ providerId: query.providerId }),
  },
});
