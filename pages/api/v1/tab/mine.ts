import { route } from '@/server/http/route';
import { myTabs } from '@/server/services/tab/my-tabs';

export default route({
  GET: { auth: 'user', run: ({ user }) => myTabs({ user }) },
});
