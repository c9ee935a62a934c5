import LineChoice from '@/components/order/LineChoice';
import { optionsText } from '@/lib/item-options';
import type { OrderView } from '@/lib/contracts/order';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import PriceBreakdown from '@/components/ui/PriceBreakdown';
import { orderPriceRows } from './priceRows';
import styles from './OrderLines.module.css';

/** An order's lines with their prices, then the one price breakdown every screen shows. */
export default function OrderLines({ order }: { order: OrderView }) {
  const rows = orderPriceRows(order, 'order-total');
  return (
    <>
      <ul className={styles.lines}>
        {order.items.map((l) => (
          <li key={l._id} className={styles.line}>
            <span className={styles.name}>
              <bdi>{l.title}</bdi>
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
