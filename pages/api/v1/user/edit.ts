import { route } from '@/server/http/route';
import { ZUserEdit } from '@/lib/contracts/users';
import { editUser } from '@/server/services/users/edit-user';

/** POST /v1/user/edit {userId, …fields}: changes a user's phone, names, email or gender (users permission). */
export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'users' },
    body: ZUserEdit,
    run: ({ user, body }) => editUser({ actor: user, input: body }),
  },
});
