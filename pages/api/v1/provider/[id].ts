import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { getProvider } from '@/server/services/provider/get-provider';

export default route({
  GET: { auth: 'none', query: z.object({ id: ZId }), run: ({ query }) => getProvider(query.id) },
});
