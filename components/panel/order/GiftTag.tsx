import type { OrderView } from '@/lib/contracts/order';
import { toPersianDigits } from '@/lib/digits';
import styles from './GiftTag.module.css';

/** Who a gift goes to, as staff call out: the recipient's name, else their (masked) phone. */
export function giftRecipient(order: Pick<OrderView, 'gift'>): string {
  const g = order.gift;
  if (!g) return '';
  return g.targetName || (g.targetPhone ? toPersianDigits(g.targetPhone) : '');
}

/**
 * The name staff see for an order: the customer's (for an anonymous gift, the recipient's), or
 * 'مشتری بدون نام'; empty for a gift to someone without a name, whose «هدیه برای …» tag says who it is for.
 */
export function staffCustomerName(order: Pick<OrderView, 'gift' | 'customerName'>): string {
  if (order.gift) return order.customerName;
  return order.customerName || 'مشتری بدون نام';
}

/** «هدیه برای …» on a gift order (board card, detail, receipt). */
export default function GiftTag({ order }: { order: Pick<OrderView, 'gift'> }) {
  if (!order.gift) return null;
  const to = giftRecipient(order);
  return (
    <span className={styles.tag} data-testid="order-gift">
      <span aria-hidden="true">🎁 </span>
      {to ? `هدیه برای ${to}` : 'هدیه'}
      {order.gift.anonymous && <span className={styles.anon}> (ناشناس)</span>}
    </span>
  );
}
