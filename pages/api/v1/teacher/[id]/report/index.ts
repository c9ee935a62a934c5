import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { teacherReport } from '@/server/services/academy/sales-report';

export default route({
  GET: {
    auth: 'user',
    staff: 'events',
    query: z.object({ id: ZId }),
    run: ({ user, query }) => teacherReport({ actor: user, teacherId: query.id }),
  },
});
