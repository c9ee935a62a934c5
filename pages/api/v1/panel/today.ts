import { route } from '@/server/http/route';
import { panelToday } from '@/server/services/users/panel-today';

/** GET /v1/panel/today: the head-office home's "today" strip; each part is computed only for those with its permission. */
export default route({
  GET: { auth: 'user', run: ({ user }) => panelToday({ viewer: user }) },
});
