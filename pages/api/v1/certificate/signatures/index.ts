import { route } from '@/server/http/route';
import { getSignatures } from '@/server/services/academy/certificates';

export default route({ GET: { auth: 'user', staff: 'events', run: () => getSignatures() } });
