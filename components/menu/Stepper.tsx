import { toPersianDigits } from '@/lib/digits';
import styles from './Stepper.module.css';

interface Props {
  count: number;
  /** The item's name, for the buttons' labels. */
  title: string;
  onIncrement: () => void;
  onDecrement: () => void;
  max?: number;
  size?: 'sm' | 'md' | 'lg';
  disabled?: boolean;
}

/** − count + control; the count in Persian digits and announced when it changes. */
export default function Stepper({ count, title, onIncrement, onDecrement, max = 99, size = 'md', disabled }: Props) {
  return (
    <div className={`${styles.stepper} ${styles[size]}`} role="group" aria-label={`تعداد ${title}`}>
      <button
        type="button"
        className={styles.btn}
        onClick={onIncrement}
        disabled={disabled || count >= max}
        aria-label={`افزودن ${title}`}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" fill="none" />
        </svg>
      </button>
      <span className={styles.count} aria-live="polite" aria-atomic="true">
        {toPersianDigits(count)}
      </span>
      <button
        type="button"
        className={styles.btn}
        onClick={onDecrement}
        disabled={disabled}
        aria-label={`کم کردن ${title}`}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" fill="none" />
        </svg>
      </button>
    </div>
  );
}
