import type { OrderType } from '@/lib/contracts/order';
import { ORDER_TYPE_LABELS } from '@/lib/messages/ui';
import styles from './OrderTypeControl.module.css';

// Listed here rather than imported from the contract, which would bring zod into the page bundle.
const ORDER_TYPES: readonly OrderType[] = ['inHall', 'takeAway', 'delivery'];

/** سالن / بیرون‌بر / ارسال as one segmented control (native radios: arrows move, Space picks). */
export default function OrderTypeControl({
  value,
  onChange,
  disabled,
}: {
  value: OrderType;
  onChange: (t: OrderType) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className="sr-only">نوع سفارش</legend>
      {ORDER_TYPES.map((t) => (
        <label key={t} className={`${styles.option} ${value === t ? styles.checked : ''}`}>
          <input
            type="radio"
            name="orderType"
            value={t}
            checked={value === t}
            onChange={() => onChange(t)}
            className={styles.input}
            data-testid={`order-type-${t}`}
          />
          <span>{ORDER_TYPE_LABELS[t]}</span>
        </label>
      ))}
    </fieldset>
  );
}
