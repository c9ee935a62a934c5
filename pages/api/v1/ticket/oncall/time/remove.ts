import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZOnCallAdd, ZOnCallRemove } from '@/lib/contracts/ticket/schemas';
import { removeOnCallTime } from '@/server/services/ticket/oncall';

// By the slot's id, or by the same {day, shift, userId, providerId} it was added with.
export default route({
  POST: {
    auth: 'user',
    body: z.union([ZOnCallRemove, ZOnCallAdd]),
    perm: { flag: 'support', provider: ({ body }) => body.providerId },
    run: ({ body }) => removeOnCallTime({ input: body }),
  },
});
