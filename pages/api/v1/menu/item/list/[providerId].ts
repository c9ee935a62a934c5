import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { itemList } from '@/server/services/menu';

export default route({ GET: { auth: 'none', query: z.object({ providerId: ZId }), run: ({ query }) => itemList(query.providerId) } });
