import { route } from '@/server/http/route';
import { ZSpaceRecurringSubmit } from '@/lib/contracts/space/series';
import { submitRecurringSpace } from '@/server/services/space/series';

export default route({
  POST: {
    auth: 'user',
    body: ZSpaceRecurringSubmit,
    run: ({ user, body }) => submitRecurringSpace({ actor: user, input: body }),
  },
});
