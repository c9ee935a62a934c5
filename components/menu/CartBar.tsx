import Link from 'next/link';
import { useAppSelector } from '@/store';
import { selectCart } from '@/store/slices/cartSlice';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import styles from './CartBar.module.css';

/** The floating bar that leads to the cart while it holds something: item count and an estimated total. */
export default function CartBar({ providerId }: { providerId: string }) {
  const cart = useAppSelector((s) => selectCart(s, providerId));
  const lines = cart?.lines ?? [];
  const count = lines.reduce((n, l) => n + l.itemsCount, 0);
  if (count === 0) return null;
  const estimate = lines.reduce((sum, l) => sum + l.orderPrice * l.itemsCount, 0);
  return (
    <div className={styles.wrap}>
      <Link href={`/orders/${providerId}`} className={styles.bar} data-testid="cart-bar">
        <span className={styles.count} aria-hidden="true">
          {toPersianDigits(count)}
        </span>
        <span className={styles.label}>
          مشاهده سبد خرید
          <span className="sr-only">، {toPersianDigits(count)} آیتم</span>
        </span>
        <span className={styles.total}>{formatToman(estimate)}</span>
      </Link>
    </div>
  );
}
