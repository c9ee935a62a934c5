import type { ReactNode } from 'react';
import styles from './PaymentTypeModal.module.css';

export type PayMethod = 'wallet' | 'bank' | 'pos';

const ICONS: Record<PayMethod, string> = {
  wallet: 'M3 7a2 2 0 0 1 2-2h13v4M3 7v10a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2Zm14 7h.01',
  bank: 'M3 10h18M5 10v8m4-8v8m6-8v8m4-8v8M3 20h18M12 3l9 5H3z',
  pos: 'M3 7h18v11H3zM3 10h18M7 15h4',
};

/** One way to pay as a radio card (icon, title, hint): the payment modal's and the table tab's share payment. */
export default function PayOption({
  method,
  title,
  hint,
  checked,
  disabled,
  onChange,
  name = 'payment-type',
}: {
  method: PayMethod;
  title: string;
  hint: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  name?: string;
}) {
  return (
    <label className={styles.option} data-testid={`pay-${method}`}>
      <input type="radio" name={name} value={method} checked={checked} disabled={disabled} onChange={onChange} />
      <svg className={styles.optionIcon} viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
        <path
          d={ICONS[method]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.optionText}>
        <span className={styles.optionTitle}>{title}</span>
        <span className={styles.optionHint}>{hint}</span>
      </span>
    </label>
  );
}
