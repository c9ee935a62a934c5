import { eq } from 'drizzle-orm';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { ORDER_SMS } from '@/lib/messages/order-feedback';
import type { OrderStatus } from '@/lib/order-rules';
import { config } from '../../config';
import { db } from '../../db/client';
import { orders, providers, users } from '../../db/schema';
import { sms } from '../../integrations/sms';
import { pushToUser } from '../push/push-to-user';
import { log } from '../../log';

const base = () => config().publicBaseUrl.replace(/\/$/, '');

/** The customer's SMS for a status change of their order, or null when that change texts nobody. */
export function orderSmsText({
  status,
  order: o,
}: {
  status: OrderStatus;
  order: {
    id: string;
    number: number;
    providerName: string;
    refunded: number;
    byCustomer?: boolean;
    reason?: string | null;
  };
}): string | null {
  const n = toPersianDigits(o.number);
  if (status === 'ready') return ORDER_SMS.ready(n, o.providerName, `${base()}/orderTracking/${o.id}`);
  if (status === 'canceled')
    return ORDER_SMS.canceled(
      n,
      o.providerName,
      Boolean(o.byCustomer),
      o.refunded > 0 ? formatToman(o.refunded) : null,
      o.reason ?? null,
    );
  if (status === 'delivered') return ORDER_SMS.survey(n, o.providerName, `${base()}/survey/${o.id}`);
  return null;
}

/**
 * Tells the customer that their order is ready, was canceled (by whom, and the refund to the
 * wallet, if any) or was delivered (with the survey link): by web push to the browsers where they
 * allowed it (when VAPID keys are configured), and by SMS, which is always sent as the fallback.
 * Called after the change commits; a failure is logged and never undoes it.
 */
export async function notifyOrderStatus({
  orderId,
  status,
  ...opts
}: {
  orderId: string;
  status: OrderStatus;
  /** What went back to the wallet, for a cancel. */
  refunded?: number;
  byCustomer?: boolean;
  reason?: string;
}): Promise<void> {
  try {
    const [row] = await db()
      .select({
        id: orders.id,
        number: orders.number,
        userId: orders.userId,
        phone: users.phone,
        providerName: providers.name,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(providers, eq(providers.id, orders.providerId))
      .where(eq(orders.id, orderId))
      .limit(1);
    // A walk-in counter order has no customer to tell (the inner join already leaves it out).
    if (!row?.userId) return;
    const userId = row.userId;
    const text = orderSmsText({
      status,
      order: { ...row, refunded: opts.refunded ?? 0, byCustomer: opts.byCustomer, reason: opts.reason },
    });
    if (!text) return;
    await pushToUser({
      userId,
      message: {
        title: `سفارش شماره ${toPersianDigits(row.number)}`,
        body: text.split('\n').slice(0, 2).join(' '),
        url: status === 'delivered' ? `/survey/${row.id}` : `/orderTracking/${row.id}`,
      },
    }).catch((e) => log.error({ err: e }, '[orders] push failed'));
    await sms().send({ to: row.phone, text });
  } catch (err) {
    log.error({ err }, '[orders] status SMS failed');
  }
}
