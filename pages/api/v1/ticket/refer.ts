import { route } from '@/server/http/route';
import { ZReferTicket } from '@/lib/contracts/ticket/schemas';
import { referTicket } from '@/server/services/ticket/refer-ticket';

export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'support' },
    body: ZReferTicket,
    run: ({ user, body }) => referTicket({ actor: user, input: body }),
  },
});
