import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { eventReport } from '@/server/services/academy/sales-report';

export default route({
  GET: {
    auth: 'user',
    staff: 'events',
    query: z.object({ id: ZId }),
    run: ({ user, query }) => eventReport({ actor: user, eventId: query.id }),
  },
});
