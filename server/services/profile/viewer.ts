import { sessionUser, type SessionUser } from '../../auth/session';

/**
 * The signed-in user behind a session token, or null for a visitor. Pages read the token from their
 * request with readToken (server/http/cookies) in getServerSideProps and pass it here.
 */
export async function viewerOf({ token }: { token: string | null }): Promise<SessionUser | null> {
  return token ? sessionUser(token) : null;
}
