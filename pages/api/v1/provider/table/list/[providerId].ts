import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { listTables } from '@/server/services/provider/list-tables';

export default route({
  GET: {
    auth: 'user',
    query: z.object({ providerId: ZId }),
    perm: { flag: 'providers', provider: ({ query }) => query.providerId },
    run: ({ query }) => listTables({ providerId: query.providerId }),
  },
});
