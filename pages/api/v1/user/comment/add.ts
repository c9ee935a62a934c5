import { route } from '@/server/http/route';
import { ZUserCommentAdd } from '@/lib/contracts/ticket/schemas';
import { addUserComment } from '@/server/services/ticket/user-comments';

export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'support' },
    body: ZUserCommentAdd,
    run: ({ user, body }) => addUserComment({ actor: user, input: body }),
  },
});
