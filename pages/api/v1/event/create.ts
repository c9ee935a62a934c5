import { route } from '@/server/http/route';
import { ZEventCreate } from '@/lib/contracts/academy';
import { createEvent } from '@/server/services/academy/save-event';

export default route({
  POST: {
    auth: 'user',
    body: ZEventCreate,
    perm: { flag: 'events', provider: ({ body }) => body.providerId },
    run: ({ user, body }) => createEvent({ actor: user, input: body }),
  },
});
