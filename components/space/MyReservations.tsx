import { useState } from 'react';
import QueryState from '@/components/ui/QueryState';
import Pagination from '@/components/ui/Pagination';
import { useAppSelector } from '@/store';
import { useMyReservationsQuery } from '@/store/api/space';
import ReservationInfo from './ReservationInfo';
import styles from './Space.module.css';

/** The customer's workspace reservations on /previousOrders, each with its cancel button while allowed. */
export default function MyReservations() {
  const auth = useAppSelector((s) => s.auth.state);
  const [page, setPage] = useState(1);
  const q = useMyReservationsQuery(page, { skip: auth !== 'user' });
  if (auth !== 'user' || (q.data && q.data.total === 0)) return null;
  return (
    <section className={`card ${styles.section}`} aria-labelledby="my-reservations" data-testid="my-reservations">
      <h2 id="my-reservations" className={styles.label} style={{ margin: 0, fontSize: '1.05rem' }}>
        رزروهای فضای کار
      </h2>
      <QueryState query={q} isEmpty={(d) => d.reservations.length === 0}>
        {(d) => (
          <>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '.6rem' }}>
              {d.reservations.map((r) => (
                <li key={r._id}>
                  <ReservationInfo reservation={r} />
                </li>
              ))}
            </ul>
            {d.total > 20 && <Pagination page={page} pages={Math.ceil(d.total / 20)} onChange={setPage} />}
          </>
        )}
      </QueryState>
    </section>
  );
}
