import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId, ZPaging } from '@/lib/contracts/common';
import { listAttendees } from '@/server/services/academy/list-attendees';

export default route({
  GET: {
    auth: 'user',
    staff: 'events',
    query: z.object({ id: ZId, page: ZPaging(100) }),
    run: ({ user, query }) => listAttendees({ actor: user, eventId: query.id, paging: query.page }),
  },
});
