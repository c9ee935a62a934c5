import { route } from '@/server/http/route';
import { ZUserListFilter } from '@/lib/contracts/users';
import { streamUsersExcel } from '@/server/services/users';

/** GET /v1/user/excel/list with the user list's filters: an .xlsx of the matching users, streamed (users permission). */
export default route({
  GET: {
    auth: 'user',
    perm: { flag: 'users' },
    query: ZUserListFilter,
    run: ({ query, res }) => streamUsersExcel(query, res),
  },
});
