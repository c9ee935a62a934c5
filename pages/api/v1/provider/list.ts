import { route } from '@/server/http/route';
import { listProviders } from '@/server/services/provider';

export default route({ GET: { auth: 'none', run: () => listProviders() } });
