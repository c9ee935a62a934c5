import type { PlanView } from '@/lib/contracts/plan';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import Spinner from '@/components/ui/Spinner';
import PriceBreakdown from '@/components/ui/PriceBreakdown';
import { saleVatRows } from '@/components/order/priceRows';
import styles from '@/components/bundle/Bundle.module.css';
import { branchesText, creditLines } from './planCopy';

/** One plan on sale: its monthly credits, where it is used, its price and months, and the two ways to buy it. */
export default function PlanCard({
  plan,
  busy,
  walletOk,
  onBuy,
}: {
  plan: PlanView;
  busy: boolean;
  /** The wallet holds the price (or the viewer is not signed in yet). */
  walletOk: boolean;
  onBuy: (paymentBy: 'wallet' | 'bank') => void;
}) {
  return (
    <article className={`card ${styles.card}`} data-testid="plan-card" aria-labelledby={`plan-${plan._id}`}>
      <div className={styles.head}>
        <h2 id={`plan-${plan._id}`} className={styles.title}>
          {plan.title}
        </h2>
        <span className={styles.save}>{`${toPersianDigits(plan.months)} ماه`}</span>
      </div>
      <span className={styles.provider}>{branchesText(plan)}</span>
      {plan.description && <p className={styles.desc}>{plan.description}</p>}
      <ul className={styles.parts} aria-label="اعتبار پلن">
        {creditLines(plan.credits).map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <div className={styles.foot}>
        <div className={styles.prices}>
          <strong className={styles.now} data-testid="plan-total">
            {formatToman(plan.total)}
          </strong>
          <span className={styles.days}>{`برای ${toPersianDigits(plan.months)} ماه`}</span>
        </div>
      </div>
      {/* The VAT of the sale (issue 29): inside the price, or the price and VAT on top when the plan adds it. */}
      <PriceBreakdown rows={saleVatRows({ ...plan, priceLabel: 'قیمت پلن' })} testId="plan-vat" />
      <div style={{ display: 'grid', gap: 8 }}>
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={() => onBuy('wallet')}
          disabled={busy || !walletOk}
          data-testid="plan-pay-wallet"
        >
          {busy && <Spinner label="در حال خرید" />}
          خرید با کیف پول
        </button>
        <button
          type="button"
          className="btn btn-outline btn-block"
          onClick={() => onBuy('bank')}
          disabled={busy}
          data-testid="plan-pay-bank"
        >
          پرداخت آنلاین
        </button>
        {!walletOk && <p className="field-error">موجودی کیف پول برای خرید این پلن کافی نیست.</p>}
      </div>
    </article>
  );
}
