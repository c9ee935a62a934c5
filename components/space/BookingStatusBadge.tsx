import { BOOKING_STATUS_LABELS } from '@/lib/messages/space';
import styles from '@/components/order/StatusBadge.module.css';

/** A booking's status as a pill, in the order badge's colours but a booking's words («رزرو شده», «ورود ثبت شده»). */
export default function BookingStatusBadge({ status, testId = 'booking-status' }: { status: string; testId?: string }) {
  return (
    <span className={`${styles.badge} ${styles[status] ?? ''}`} data-testid={testId} data-status={status}>
      {BOOKING_STATUS_LABELS[status] ?? status}
    </span>
  );
}
