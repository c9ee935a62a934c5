import { route } from '@/server/http/route';
import { listTeachers } from '@/server/services/academy/teacher-list';

export default route({ GET: { auth: 'optional', run: ({ user }) => listTeachers({ viewer: user }) } });
