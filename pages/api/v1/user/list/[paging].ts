import { route } from '@/server/http/route';
import { ZPaging } from '@/lib/contracts/common';
import { ZUserListFilter } from '@/lib/contracts/users';
import { listUsers } from '@/server/services/users/list-users';

/** GET /v1/user/list/{page}-20 with text, active, verified, hidden, complete, staff, from, to, sort (users permission). */
export default route({
  GET: {
    auth: 'user',
    perm: { flag: 'users' },
    query: ZUserListFilter.extend({ paging: ZPaging(20) }),
    run: ({ query: { paging, ...filter } }) => listUsers({ filter, paging }),
  },
});
