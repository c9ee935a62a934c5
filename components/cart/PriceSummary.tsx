import type { PriceView } from '@/lib/contracts/order';
import PriceBreakdown from '@/components/ui/PriceBreakdown';
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
    <PriceBreakdown
      testId="price-summary"
      updating={updating}
      rows={[
        { label: 'جمع اقلام', amount: price.itemsPrice, testId: 'items-price' },
        { label: 'تخفیف باشگاه مشتریان', amount: price.discount, kind: 'discount', testId: 'discount' },
        { label: 'مبلغ قابل پرداخت', amount: price.price, kind: 'total', testId: 'total-price' },
      ]}
    />
  );
}
