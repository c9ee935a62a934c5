import { route } from '@/server/http/route';
import { getCommissionDefaults } from '@/server/services/academy/commission-defaults';

export default route({ GET: { auth: 'user', staff: 'events', run: () => getCommissionDefaults() } });
