import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { sendFile } from '@/server/http/send-file';
import { exportEventReport } from '@/server/services/academy/sales-export';

export default route({
  GET: {
    auth: 'user',
    staff: 'events',
    query: z.object({ id: ZId }),
    run: async ({ user, query, res }) => sendFile(res, await exportEventReport({ actor: user, eventId: query.id })),
  },
});
