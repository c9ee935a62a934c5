import type { OrderStatus } from '@/lib/contracts/order';
import { ORDER_STATUS_LABELS } from '@/lib/messages';
import styles from './StatusBadge.module.css';

/** An order's status as a coloured pill. */
export default function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <span className={`${styles.badge} ${styles[status] ?? ''} ${className ?? ''}`} data-testid="order-status" data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
