import { z } from 'zod';
import { route } from '@/server/http/route';
import { assertHookCaller, testOnly } from '@/server/http/test-hooks';
import { clockNow, setClock } from '@/server/clock';

/**
 * POST /v1/test/clock {at | offsetMs | reset} (end-to-end servers only: 404 without E2E_TEST_HOOKS=1): moves the
 * rules clock (server/clock) so a story does not depend on the hour. `at` and `offsetMs` both leave it running
 * (real now + offset, `at` being where it stands now); `reset` puts it back on the real time. Head office only.
 */
const ZClock = z
  .object({
    at: z.iso.datetime({ offset: true }).optional(),
    offsetMs: z.number().int().optional(),
    reset: z.literal(true).optional(),
  })
  .refine((b) => [b.at, b.offsetMs, b.reset].filter((v) => v !== undefined).length === 1, {
    error: 'یکی از at، offsetMs یا reset را بفرستید.',
  });

export default testOnly(
  route({
    POST: {
      auth: 'optional',
      body: ZClock,
      run: ({ user, body }) => {
        assertHookCaller(user);
        const offsetMs = body.reset ? 0 : (body.offsetMs ?? Date.parse(body.at!) - Date.now());
        setClock(body.reset ? undefined : { offsetMs });
        return { now: clockNow().toISOString(), offsetMs };
      },
    },
  }),
);
