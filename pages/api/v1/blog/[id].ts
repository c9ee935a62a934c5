import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { getBlog } from '@/server/services/blog/read-blog';

export default route({
  GET: {
    auth: 'optional',
    query: z.object({ id: ZId }),
    run: ({ query, user }) => getBlog({ id: query.id, viewer: user }),
  },
});
