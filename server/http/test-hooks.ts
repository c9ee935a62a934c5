import type { NextApiRequest, NextApiResponse } from 'next';
import { ERRORS } from '@/lib/messages';
import type { SessionUser } from '../auth/session';
import { AppError, errorBody } from './errors';

/**
 * Whether this server was started for the end-to-end stories with their test hooks (E2E_TEST_HOOKS=1, set
 * by tests/e2e/server.ts only; never in production): moving the rules clock, running a background job now.
 */
export function testHooksOn(): boolean {
  return process.env.E2E_TEST_HOOKS === '1';
}

/**
 * A test-hook route (pages/api/v1/test/*): without E2E_TEST_HOOKS=1 it answers 404 as a missing address,
 * before anything of the request is read; with it, the route() handler answers (its declarations kept for
 * the route walk).
 */
export function testOnly<H extends (req: NextApiRequest, res: NextApiResponse) => unknown>(handler: H): H {
  const wrapped = (req: NextApiRequest, res: NextApiResponse) => {
    if (testHooksOn()) return handler(req, res);
    const e = ERRORS.NOT_FOUND;
    res.setHeader('Cache-Control', 'no-store');
    res.status(404).json(errorBody('NOT_FOUND', e.fa, e.en));
  };
  return Object.assign(wrapped, handler) as unknown as H;
}

/** Even on a server with the hooks on, only a super admin (head office) moves its clock or runs its jobs. */
export function assertHookCaller(user: SessionUser | null): void {
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.userType !== 'superAdmin') throw new AppError('FORBIDDEN');
}
