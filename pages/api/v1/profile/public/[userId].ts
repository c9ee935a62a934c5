import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { publicProfile } from '@/server/services/users/get-public-profile';

export default route({
  GET: { auth: 'none', query: z.object({ userId: ZId }), run: ({ query }) => publicProfile(query) },
});
