import { route } from '@/server/http/route';
import { myTeacherReport } from '@/server/services/academy/sales-report';

/** A signed-in teacher's own events and what they are owed; 404 for a user who is no teacher. */
export default route({ GET: { auth: 'user', run: ({ user }) => myTeacherReport({ user }) } });
