import { revokeSession } from '../../auth/session';

export async function logout({ sessionId }: { sessionId: string }): Promise<void> {
  await revokeSession(sessionId);
}
