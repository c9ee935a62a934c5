import { route } from '@/server/http/route';
import { ZUserAdd } from '@/lib/contracts/users';
import { addUser } from '@/server/services/users/add-user';

/** POST /v1/user/add {phone, names, email, gender}: registers a phone for someone (users permission). */
export default route({
  POST: { auth: 'user', perm: { flag: 'users' }, body: ZUserAdd, run: ({ body }) => addUser({ input: body }) },
});
