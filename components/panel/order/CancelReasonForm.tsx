import { useId, useState } from 'react';
import { CANCEL_REASON_TEXT } from '@/lib/messages/order';
import { toPersianDigits } from '@/lib/digits';
import { orderNumber } from './format';
import styles from './StatusActions.module.css';

/**
 * Asks why the branch cancels an order before it does (issue 16): a few one-tap common reasons
 * and a free text; the customer sees the reason on the order and in the SMS.
 */
export default function CancelReasonForm({
  number,
  onConfirm,
  onCancel,
}: {
  number: number;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const submit = () => {
    const text = reason.trim();
    if (!text) {
      setError(CANCEL_REASON_TEXT.required);
      return;
    }
    onConfirm(text);
  };
  return (
    <fieldset className={`${styles.picker} ${styles.cancelPicker}`} data-testid="cancel-reason-form">
      <legend className={styles.legend}>لغو سفارش {orderNumber(number)}</legend>
      <div className={styles.methods} role="group" aria-label="دلیل‌های رایج">
        {CANCEL_REASON_TEXT.quick.map((q) => (
          <button
            key={q}
            type="button"
            className={`${styles.method} ${styles.methodButton}`}
            aria-pressed={reason === q}
            onClick={() => {
              setReason(q);
              setError('');
            }}
            data-testid="cancel-reason-quick"
          >
            {q}
          </button>
        ))}
      </div>
      <label htmlFor={id} className={styles.hint}>
        {CANCEL_REASON_TEXT.label}
      </label>
      <textarea
        id={id}
        className="input"
        rows={2}
        maxLength={300}
        value={reason}
        placeholder={CANCEL_REASON_TEXT.placeholder}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => {
          setReason(e.target.value);
          if (error) setError('');
        }}
        data-testid="cancel-reason-input"
      />
      {error && (
        <p id={`${id}-err`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.pickerActions}>
        <button
          type="button"
          className={`btn btn-sm ${styles.cancel}`}
          onClick={submit}
          data-testid="cancel-reason-confirm"
        >
          لغو سفارش
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel} data-testid="cancel-reason-back">
          انصراف
        </button>
        <span className={styles.hint} aria-hidden="true">
          {toPersianDigits(reason.length)}/{toPersianDigits(300)}
        </span>
      </div>
    </fieldset>
  );
}
