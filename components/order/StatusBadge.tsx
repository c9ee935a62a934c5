import type { OrderStatus } from '@/lib/contracts/order';
import { ORDER_STATUS_LABELS } from '@/lib/messages';
import styles from './StatusBadge.module.css';

/** An order's status in Persian, coloured by how far along it is. */
export default function StatusBadge({ status, testId }: { status: OrderStatus; testId?: string }) {
  return (
    <span className={`${styles.badge} ${styles[status] ?? ''}`} data-testid={testId} data-status={status}>
      {ORDER_STATUS_LABELS[status] ?? status}
    </span>
  );
}
