import { route } from '@/server/http/route';
import { ZTeacherAdd } from '@/lib/contracts/academy';
import { addTeacher } from '@/server/services/academy/teacher-save';

/** Teachers are the chain's: `events` held anywhere. */
export default route({
  POST: {
    auth: 'user',
    staff: 'events',
    body: ZTeacherAdd,
    run: ({ user, body }) => addTeacher({ actor: user, input: body }),
  },
});
