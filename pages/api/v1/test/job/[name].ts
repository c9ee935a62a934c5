import { z } from 'zod';
import { route } from '@/server/http/route';
import { AppError } from '@/server/http/errors';
import { assertHookCaller, testOnly } from '@/server/http/test-hooks';
import { runJobNow } from '@/server/jobs/run-now';

/**
 * POST /v1/test/job/{name} (end-to-end servers only: 404 without E2E_TEST_HOOKS=1): runs a background job now
 * through the scheduler's runner (its advisory lock, the rules clock), instead of a story waiting for its
 * timer. Answers whether it ran and what it returned (the no-show sweep: how many it released). Head office only.
 */
export default testOnly(
  route({
    POST: {
      auth: 'optional',
      query: z.object({ name: z.string().max(60) }),
      run: async ({ user, query }) => {
        assertHookCaller(user);
        const out = await runJobNow(query.name);
        if (!out) throw new AppError('NOT_FOUND');
        if ('error' in out) throw out.error;
        return out;
      },
    },
  }),
);
