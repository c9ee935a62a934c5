import { route } from '@/server/http/route';
import { ZSearchQuery } from '@/lib/contracts/search';
import { search } from '@/server/services/search/search';

export default route({
  GET: { auth: 'optional', query: ZSearchQuery, run: ({ query, user }) => search({ text: query.text, viewer: user }) },
});
