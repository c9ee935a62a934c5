import type { SalesFigures as Figures } from '@/lib/contracts/academy';
import { toPersianDigits } from '@/lib/digits';
import { formatAmount } from '@/lib/money';
import styles from './Academy.module.css';

/** Tickets sold, gross, the chain's commission and what the teacher is owed, as four figures. */
export default function SalesFigures({ figures, testId }: { figures: Figures; testId?: string }) {
  return (
    <dl className={styles.stats} data-testid={testId}>
      <div className={`card ${styles.stat}`}>
        <dt>بلیت فروخته‌شده</dt>
        <dd data-testid="report-sold">{toPersianDigits(figures.ticketsSold)}</dd>
      </div>
      <div className={`card ${styles.stat}`}>
        <dt>فروش کل</dt>
        <dd data-testid="report-gross">{formatAmount(figures.gross)}</dd>
      </div>
      <div className={`card ${styles.stat}`}>
        <dt>کمیسیون مجموعه</dt>
        <dd data-testid="report-commission">{formatAmount(figures.commission)}</dd>
      </div>
      <div className={`card ${styles.stat}`}>
        <dt>سهم مدرس</dt>
        <dd data-testid="report-owed">{formatAmount(figures.owed)}</dd>
      </div>
    </dl>
  );
}
