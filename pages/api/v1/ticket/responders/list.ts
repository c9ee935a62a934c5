import { route } from '@/server/http/route';
import { listResponders } from '@/server/services/ticket';

export default route({
  GET: { auth: 'user', perm: { flag: 'support' }, run: () => listResponders() },
});
