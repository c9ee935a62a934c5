import type { OrderView } from '@/lib/contracts/order';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import styles from './OrderLines.module.css';

// Orders may carry a breakdown of their discount; older ones only the total.
type DiscountBreakdown = Partial<{ membershipDiscount: number; voucherDiscount: number; bundleDiscount: number }>;

/** An order's lines with their prices, then items price, each discount and the total. */
export default function OrderLines({ order }: { order: OrderView }) {
  const { membershipDiscount = 0, voucherDiscount = 0, bundleDiscount = 0 } = order as OrderView & DiscountBreakdown;
  const parts = [
    { label: 'تخفیف باشگاه مشتریان', amount: membershipDiscount },
    { label: 'کد تخفیف', amount: voucherDiscount },
    { label: 'بسته اشتراک', amount: bundleDiscount },
  ].filter((p) => p.amount > 0);
  const discounts = parts.length ? parts : order.discount > 0 ? [{ label: 'تخفیف', amount: order.discount }] : [];
  return (
    <>
      <ul className={styles.lines}>
        {order.items.map((l) => (
          <li key={l._id} className={styles.line}>
            <span className={styles.name}>
              {l.title}
              <span className={styles.count}> × {toPersianDigits(l.count)}</span>
            </span>
            <span className={styles.price}>{formatToman(l.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {order.discount > 0 && (
          <>
            <div className={styles.row}>
              <dt>جمع اقلام</dt>
              <dd>{formatToman(order.itemsPrice)}</dd>
            </div>
            {discounts.map((d) => (
              <div key={d.label} className={`${styles.row} ${styles.discount}`}>
                <dt>{d.label}</dt>
                <dd>− {formatToman(d.amount)}</dd>
              </div>
            ))}
          </>
        )}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>مبلغ کل</dt>
          <dd data-testid="order-total">{formatToman(order.totalPrice)}</dd>
        </div>
      </dl>
    </>
  );
}
