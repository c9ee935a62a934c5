import { route } from '@/server/http/route';
import { ZEventChangeStatus } from '@/lib/contracts/academy';
import { changeEventStatus } from '@/server/services/academy/cancel-event';

/** The service checks `events` at the event's branch. */
export default route({
  POST: {
    auth: 'user',
    staff: 'events',
    body: ZEventChangeStatus,
    run: ({ user, body }) => changeEventStatus({ actor: user, eventId: body.eventId, status: body.status }),
  },
});
