import type { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { config } from '../../config';
import { db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { log } from '../../log';

export interface PushMessage {
  title: string;
  body: string;
  /** Path the notification opens. */
  url: string;
}

const holder = globalThis as unknown as { __pushAgent?: Agent };

/** For tests: the HTTPS agent push requests go through (a local push service with its own certificate). */
export function setPushAgent(agent: Agent | undefined): void {
  holder.__pushAgent = agent;
}

/**
 * Sends a notice to every browser of a user that accepted push, through each browser's push
 * service (the Web Push protocol, payload encrypted for the browser, VAPID-signed). A subscription
 * the push service says is gone (404/410) is forgotten. Does nothing when push is off.
 */
export async function pushToUser({ userId, message }: { userId: string; message: PushMessage }): Promise<number> {
  const c = config().push;
  if (!c) return 0;
  const subs = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  let sent = 0;
  for (const s of subs) {
    try {
      await webpush.sendNotification(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject: c.subject, publicKey: c.publicKey, privateKey: c.privateKey },
          TTL: 3600,
          timeout: 5000,
          ...(holder.__pushAgent ? { agent: holder.__pushAgent } : {}),
        },
      );
      sent++;
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410)
        await db().delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, s.endpoint));
      else log.error({ err, status }, '[push] delivery failed');
    }
  }
  return sent;
}
