import { route } from '@/server/http/route';
import { ZPaging } from '@/lib/contracts/common';
import { ZUserListFilter } from '@/lib/contracts/users';
import { listProfiles } from '@/server/services/users/list-users';

/** GET /v1/user/profiles/list/{page}-20: completed profiles, with the user list's filters (users permission). */
export default route({
  GET: {
    auth: 'user',
    perm: { flag: 'users' },
    query: ZUserListFilter.extend({ paging: ZPaging(20) }),
    run: ({ query: { paging, ...filter } }) => listProfiles({ filter, paging }),
  },
});
