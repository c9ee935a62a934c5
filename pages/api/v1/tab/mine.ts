import { route } from '@/server/http/route';
import { myTabs } from '@/server/services/tab/open-tab';

export default route({
  GET: { auth: 'user', run: ({ user }) => myTabs({ user }) },
});
