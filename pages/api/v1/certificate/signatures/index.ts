import { route } from '@/server/http/route';
import { getSignatures } from '@/server/services/academy/certificate-signatures';

export default route({ GET: { auth: 'user', staff: 'events', run: () => getSignatures() } });
