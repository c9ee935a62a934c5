import type { IncomingMessage } from 'node:http';
import { sessionUser, type SessionUser } from '../../auth/session';
import { readToken } from '../../http/cookies';

/** The signed-in user behind a page request (getServerSideProps), or null for a visitor. */
export async function viewerOf(
  req: IncomingMessage & { cookies?: Partial<Record<string, string>> },
): Promise<SessionUser | null> {
  const token = readToken({ headers: req.headers, cookies: (req.cookies ?? {}) as Record<string, string> });
  return token ? sessionUser(token) : null;
}
