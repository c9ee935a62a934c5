import { ensureDatabase } from './db/client';
import { AppError } from './http/errors';

/**
 * Runs server code for getServerSideProps with the database ready; a not-found AppError becomes
 * Next's 404 page.
 */
export async function ssr<T>(fn: () => Promise<T>): Promise<{ props: T } | { notFound: true }> {
  await ensureDatabase();
  try {
    return { props: await fn() };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return { notFound: true };
    throw err;
  }
}
