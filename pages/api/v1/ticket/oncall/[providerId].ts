import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { listOnCall } from '@/server/services/ticket/oncall';

export default route({
  GET: {
    auth: 'user',
    query: z.object({ providerId: ZId }),
    perm: { flag: 'support', provider: ({ query }) => query.providerId },
    run: ({ query }) => listOnCall({ providerId: query.providerId }),
  },
});
