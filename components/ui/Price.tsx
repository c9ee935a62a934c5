import { effectiveUnitPrice, formatToman } from '@/lib/money';
import styles from './Price.module.css';

/** A menu price: 'رایگان' for 0; with a reduction, the old price struck through beside the new one. */
export default function Price({
  price,
  reductionPrice = 0,
  className,
}: {
  price: number;
  reductionPrice?: number;
  className?: string;
}) {
  const shown = effectiveUnitPrice(price, reductionPrice);
  return (
    <span className={`${styles.price} ${className ?? ''}`}>
      {reductionPrice > 0 && price > 0 && (
        <del className={styles.old}>
          <span className="sr-only">قیمت قبلی: </span>
          {formatToman(price)}
        </del>
      )}
      <span className={styles.now}>{formatToman(shown)}</span>
    </span>
  );
}
