import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { getTeacher } from '@/server/services/academy/teacher-list';

export default route({
  GET: {
    auth: 'optional',
    query: z.object({ id: ZId }),
    run: ({ user, query }) => getTeacher({ teacherId: query.id, viewer: user }),
  },
});
