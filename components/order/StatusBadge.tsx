import type { OrderStatus } from '@/lib/contracts/order';
import { ORDER_STATUS_LABELS } from '@/lib/messages/ui';
import styles from './StatusBadge.module.css';

/** An order's status in Persian as a pill coloured by how far along it is; the same colours for customers and staff. */
export default function StatusBadge({
  status,
  testId = 'order-status',
  className,
}: {
  status: OrderStatus;
  testId?: string;
  className?: string;
}) {
  return (
    <span
      className={`${styles.badge} ${styles[status] ?? ''} ${className ?? ''}`}
      data-testid={testId}
      data-status={status}
    >
      {ORDER_STATUS_LABELS[status] ?? status}
    </span>
  );
}
