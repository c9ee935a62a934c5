import { route } from '@/server/http/route';
import { ZTeacherEdit } from '@/lib/contracts/academy';
import { editTeacher } from '@/server/services/academy/teacher-save';

/** Teachers are the chain's: `events` held anywhere. */
export default route({
  POST: {
    auth: 'user',
    staff: 'events',
    body: ZTeacherEdit,
    run: ({ user, body }) => editTeacher({ actor: user, input: body }),
  },
});
