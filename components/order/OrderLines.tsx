import LineChoice from '@/components/order/LineChoice';
import { optionsText } from '@/lib/item-options';
import type { OrderView } from '@/lib/contracts/order';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import PriceBreakdown, { type PriceRow } from '@/components/ui/PriceBreakdown';
import styles from './OrderLines.module.css';

// Orders may carry a breakdown of their discount; older ones only the total.
type DiscountBreakdown = Partial<{ membershipDiscount: number; voucherDiscount: number; bundleDiscount: number }>;

/** An order's lines with their prices, then items price, each discount and the total. */
export default function OrderLines({ order }: { order: OrderView }) {
  const { membershipDiscount = 0, voucherDiscount = 0, bundleDiscount = 0 } = order as OrderView & DiscountBreakdown;
  const parts = (
    [
      { label: 'تخفیف باشگاه مشتریان', amount: membershipDiscount, kind: 'discount' },
      { label: 'کد تخفیف', amount: voucherDiscount, kind: 'discount' },
      { label: 'بسته اشتراک', amount: bundleDiscount, kind: 'discount' },
    ] satisfies PriceRow[]
  ).filter((p) => p.amount > 0);
  const discounts: PriceRow[] = parts.length ? parts : [{ label: 'تخفیف', amount: order.discount, kind: 'discount' }];
  // Without a discount the items price would only repeat the total.
  const rows: PriceRow[] = [
    ...(order.discount > 0 ? [{ label: 'جمع اقلام', amount: order.itemsPrice }, ...discounts] : []),
    { label: 'مبلغ کل', amount: order.totalPrice, kind: 'total', testId: 'order-total' },
  ];
  return (
    <>
      <ul className={styles.lines}>
        {order.items.map((l) => (
          <li key={l._id} className={styles.line}>
            <span className={styles.name}>
              {l.title}
              <span className={styles.count}> × {toPersianDigits(l.count)}</span>
              <LineChoice options={optionsText(l.options)} note={l.note} />
            </span>
            <span className={styles.price}>{formatToman(l.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.totals}>
        <PriceBreakdown rows={rows} />
      </div>
    </>
  );
}
