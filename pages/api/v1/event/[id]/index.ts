import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { getEvent } from '@/server/services/academy/load-event';

/** GET /v1/event/{id}: public for published and canceled events; drafts for their branch's staff. */
export default route({
  GET: {
    auth: 'optional',
    query: z.object({ id: ZId }),
    run: ({ user, query }) => getEvent({ eventId: query.id, viewer: user }),
  },
});
