import { ensureDatabase } from './db/client';
import { readToken } from './http/cookies';
import { AppError } from './http/errors';
import type { ShellProps } from '@/lib/contracts/shell';

type RequestLike = Parameters<typeof readToken>[0];

/**
 * Runs server code for getServerSideProps with the database ready; a not-found AppError becomes
 * Next's 404 page. Marks a request without a session cookie as a guest's (see ShellProps).
 */
export async function ssr<T extends object>(
  req: RequestLike,
  fn: () => Promise<T>,
): Promise<{ props: T & ShellProps } | { notFound: true }> {
  await ensureDatabase();
  try {
    const props = await fn();
    return { props: readToken(req) ? props : { ...props, guest: true as const } };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return { notFound: true };
    throw err;
  }
}
