import type { OrderStatus } from '@/lib/contracts/order';
import { ORDER_STATUS_LABELS } from '@/lib/messages/ui';
import styles from './StatusTimeline.module.css';

const STEPS: OrderStatus[] = ['new', 'accepted', 'preparing', 'ready', 'delivered'];

const HINTS: Partial<Record<OrderStatus, string>> = {
  new: 'سفارش به دست شعبه رسید.',
  accepted: 'باریستا سفارش را پذیرفت.',
  preparing: 'سفارش در حال آماده شدن است.',
  ready: 'سفارش آماده است؛ آن را تحویل بگیرید.',
  delivered: 'نوش جان!',
};

/** The order's path new → accepted → preparing → ready → delivered, with the current step marked. */
export default function StatusTimeline({ status }: { status: OrderStatus }) {
  if (status === 'canceled') {
    return (
      <div className={styles.canceled} role="status">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M9 9l6 6M15 9l-6 6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <div>
          <strong>{ORDER_STATUS_LABELS.canceled}</strong>
          <p>این سفارش لغو شده است و آماده نمی‌شود. اگر پرسشی دارید با شعبه تماس بگیرید.</p>
        </div>
      </div>
    );
  }
  const current = STEPS.indexOf(status);
  return (
    <ol className={styles.timeline} aria-label="مراحل سفارش">
      {STEPS.map((step, i) => {
        const state = current < 0 ? 'todo' : i < current ? 'done' : i === current ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={`${styles.step} ${styles[state]}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true">
              {state === 'done' && (
                <svg viewBox="0 0 24 24" width="14" height="14">
                  <path
                    d="M5 12.5l4.5 4.5L19 7.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="3"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              )}
            </span>
            <span className={styles.text}>
              <span className={styles.label}>{ORDER_STATUS_LABELS[step]}</span>
              {state === 'current' && HINTS[step] && <span className={styles.hint}>{HINTS[step]}</span>}
              <span className="sr-only">
                {state === 'done' ? '(انجام شد)' : state === 'current' ? '(مرحله فعلی)' : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
