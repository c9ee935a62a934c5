import { route } from '@/server/http/route';
import { ZTeacherRemove } from '@/lib/contracts/academy';
import { removeTeacher } from '@/server/services/academy/teacher-save';

/** Teachers are the chain's: `events` held anywhere. */
export default route({
  POST: {
    auth: 'user',
    staff: 'events',
    body: ZTeacherRemove,
    run: ({ body }) => removeTeacher({ teacherId: body.teacherId }),
  },
});
