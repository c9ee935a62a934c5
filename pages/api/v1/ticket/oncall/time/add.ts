import { route } from '@/server/http/route';
import { ZOnCallAdd } from '@/lib/contracts/ticket/schemas';
import { addOnCallTime } from '@/server/services/ticket/oncall';

export default route({
  POST: {
    auth: 'user',
    body: ZOnCallAdd,
    perm: { flag: 'support', provider: ({ body }) => body.providerId },
    run: ({ body }) => addOnCallTime({ input: body }),
  },
});
