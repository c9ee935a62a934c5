import { route } from '@/server/http/route';
import { ZTabRound } from '@/lib/contracts/tab';
import { sendRound } from '@/server/services/tab/send-round';

export default route({
  POST: { auth: 'user', body: ZTabRound, run: ({ user, body }) => sendRound({ user, input: body }) },
});
