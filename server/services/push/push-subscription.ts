import { eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

/** Keeps a customer's browser subscription (a second save of the same endpoint moves it to this user). */
export async function savePushSubscription({
  userId,
  sub,
}: {
  userId: string;
  sub: { endpoint: string; keys: { p256dh: string; auth: string } };
}): Promise<{ success: true }> {
  await db()
    .insert(pushSubscriptions)
    .values({ endpoint: sub.endpoint, userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
    });
  return { success: true };
}

/** Forgets a browser subscription of this user. */
export async function deletePushSubscription({
  userId,
  endpoint,
}: {
  userId: string;
  endpoint: string;
}): Promise<{ success: true }> {
  const [row] = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).limit(1);
  if (row && row.userId === userId)
    await db().delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return { success: true };
}
