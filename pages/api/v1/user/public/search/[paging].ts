import { route } from '@/server/http/route';
import { ZPaging } from '@/lib/contracts/common';
import { ZPublicSearchQuery } from '@/lib/contracts/users';
import { searchPublicUsers } from '@/server/services/users/search-public-users';

export default route({
  GET: { auth: 'none', query: ZPublicSearchQuery.extend({ paging: ZPaging(20) }), run: ({ query }) => searchPublicUsers(query) },
});
