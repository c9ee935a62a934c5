import type { PriceView } from '@/lib/contracts/order';
import PriceBreakdown from '@/components/ui/PriceBreakdown';
import Spinner from '@/components/ui/Spinner';
import { priceRows } from '@/components/order/priceRows';
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
      rows={priceRows(
        {
          itemsPrice: price.itemsPrice,
          membershipDiscount: price.membershipDiscount ?? price.discount - (price.bundleDiscount ?? 0),
          bundleDiscount: price.bundleDiscount ?? 0,
          planDiscount: price.planDiscount ?? 0,
          deliveryFee: price.deliveryFee ?? 0,
          total: price.price,
          vat: price.vat,
          vatPercent: price.vatPercent,
          vatMode: price.vatMode,
        },
        'total-price',
      )}
    />
  );
}
