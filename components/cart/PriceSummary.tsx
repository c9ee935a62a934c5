import type { PriceView } from '@/lib/contracts/order';
import { formatToman } from '@/lib/money';
import Spinner from '@/components/ui/Spinner';
import styles from './PriceSummary.module.css';

interface Props {
  price: PriceView | null;
  /** The shown price belongs to an older cart and a new one is being worked out. */
  updating: boolean;
  error: string | null;
  onRetry: () => void;
}

/** The server's price: items, the member discount when there is one, and what is paid. */
export default function PriceSummary({ price, updating, error, onRetry }: Props) {
  if (error && !updating) {
    return (
      <div className={styles.error} role="alert" data-testid="price-error">
        <span>{error}</span>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onRetry}>
          تلاش دوباره
        </button>
      </div>
    );
  }
  if (!price) {
    return (
      <div className={styles.loading}>
        <Spinner label="در حال محاسبه قیمت" /> <span className="muted">در حال محاسبه قیمت…</span>
      </div>
    );
  }
  return (
    <dl className={`${styles.summary} ${updating ? styles.updating : ''}`} aria-busy={updating} data-testid="price-summary">
      <div className={styles.row}>
        <dt>جمع اقلام</dt>
        <dd data-testid="items-price">{formatToman(price.itemsPrice)}</dd>
      </div>
      {price.discount > 0 && (
        <div className={`${styles.row} ${styles.discount}`}>
          <dt>تخفیف باشگاه مشتریان</dt>
          <dd data-testid="discount">− {formatToman(price.discount)}</dd>
        </div>
      )}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>مبلغ قابل پرداخت</dt>
        <dd data-testid="total-price">{formatToman(price.price)}</dd>
      </div>
    </dl>
  );
}
