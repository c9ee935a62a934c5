import { route } from '@/server/http/route';
import { panelProviderList } from '@/server/services/provider/list-panel-providers';

/** Any staff member: the branches they may open (all of them, switched off too, for super admins and the providers flag). */
export default route({ GET: { auth: 'user', run: ({ user }) => panelProviderList({ actor: user }) } });
