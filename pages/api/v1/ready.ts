import { route } from '@/server/http/route';
import { AppError } from '@/server/http/errors';
import { readiness } from '@/server/lifecycle';

/**
 * Readiness for load balancers: 200 while this instance can serve, 503 (NOT_READY, with which part
 * failed) while the database does not answer, its LISTEN connection is being re-opened, or it is
 * stopping. `/api/v1/health` stays the liveness answer.
 */
export default route({
  GET: {
    auth: 'none',
    run: async () => {
      const r = await readiness();
      if (!r.ready) throw new AppError('NOT_READY', { details: r });
      return r;
    },
  },
});
