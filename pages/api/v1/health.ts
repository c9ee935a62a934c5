import { route } from '@/server/http/route';

/** A static JSON answer: liveness for load balancers, and the framework's ceiling in `npm run bench`. */
export default route({ GET: { auth: 'none', run: () => ({ ok: true }) } });
