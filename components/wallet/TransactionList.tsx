import type { TransactionView } from '@/lib/contracts/wallet';
import { jalaliDateTime } from '@/lib/jalali';
import { formatNumber, formatSigned } from '@/lib/money';
import styles from './Money.module.css';

/** Ledger rows: what moved, why, when (Jalali, Tehran time) and the balance after. */
export default function TransactionList({
  transactions,
  showActor = false,
}: {
  transactions: TransactionView[];
  showActor?: boolean;
}) {
  return (
    <ul className={styles.list} data-testid="transactions">
      {transactions.map((t) => (
        <li key={t._id} className={styles.tx} data-testid="transaction">
          <span className={styles.txTitle}>{t.reasonLabel}</span>
          <span className={`${styles.txAmount} ${t.amount > 0 ? styles.plus : styles.minus}`}>
            {formatSigned(t.amount)}
          </span>
          <span className={styles.txMeta}>
            {jalaliDateTime(t.createdAt)}
            {t.description ? ` · ${t.description}` : ''}
            {showActor && t.actorName ? ` · ${t.actorName}` : ''}
          </span>
          <span className={styles.txAfter}>{`مانده: ${formatNumber(t.balanceAfter)}`}</span>
        </li>
      ))}
    </ul>
  );
}
