import { route } from '@/server/http/route';
import { ZEventEdit } from '@/lib/contracts/academy';
import { editEvent } from '@/server/services/academy/save-event';

export default route({
  POST: {
    auth: 'user',
    body: ZEventEdit,
    perm: { flag: 'events', provider: ({ body }) => body.providerId },
    run: ({ user, body }) => editEvent({ actor: user, input: body }),
  },
});
