import styles from './PaidBadge.module.css';

/** Whether the order's money has arrived. */
export default function PaidBadge({ paid }: { paid: boolean }) {
  return (
    <span className={`${styles.badge} ${paid ? styles.paid : styles.unpaid}`} data-testid="order-paid" data-paid={paid}>
      {paid ? 'پرداخت شده' : 'پرداخت نشده'}
    </span>
  );
}
