import { eq } from 'drizzle-orm';
import { config } from '../../config';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { sms } from '../../integrations/sms';
import { log } from '../../log';

/** The SMS a customer gets when their ticket is answered. */
export function answeredSmsText({
  productName,
  subject,
  link,
}: {
  productName: string;
  subject: string;
  link: string;
}): string {
  const title = subject.length > 40 ? `${subject.slice(0, 40)}…` : subject;
  return `${productName}\nبه درخواست پشتیبانی «${title}» پاسخ داده شد.\nمشاهده پاسخ: ${link}`;
}

/**
 * Texts the ticket's owner that it was answered. Runs after the answer is committed; a failed SMS
 * is logged and never undoes the answer.
 */
export async function notifyAnswered(ticket: { id: string; userId: string; subject: string }): Promise<void> {
  try {
    const [owner] = await db()
      .select({ phone: users.phone, active: users.active })
      .from(users)
      .where(eq(users.id, ticket.userId))
      .limit(1);
    if (!owner?.active) return;
    const c = config();
    await sms().send({
      to: owner.phone,
      text: answeredSmsText({
        productName: c.productName,
        subject: ticket.subject,
        link: `${c.publicBaseUrl}/userTicket/${ticket.id}`,
      }),
    });
  } catch (err) {
    log.error({ err }, '[ticket] answer SMS failed');
  }
}
