import { useReservationOfOrderQuery } from '@/store/api/space';
import ReservationInfo from './ReservationInfo';
import styles from './Space.module.css';

/** On /orderTracking: the reservation an order is for (nothing for a cafe order). */
export default function OrderReservation({ orderId }: { orderId: string }) {
  const { data } = useReservationOfOrderQuery(orderId);
  if (!data?.reservation) return null;
  return (
    <section className={`card ${styles.section}`} aria-labelledby="reservation-title">
      <h2 id="reservation-title" className={styles.label} style={{ margin: 0, fontSize: '1.05rem' }}>
        رزرو فضای کار
      </h2>
      <ReservationInfo reservation={data.reservation} />
    </section>
  );
}
