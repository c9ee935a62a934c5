import { useState } from 'react';
import Stepper from '@/components/menu/Stepper';
import type { EventView } from '@/lib/contracts/academy';
import { EVENT_MAX_TICKETS_PER_PURCHASE } from '@/lib/contracts/academy/limits';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { jalaliDateTime } from '@/lib/jalali';
import { useAppDispatch } from '@/store';
import { openModal } from '@/store/slices/modalsSlice';
import { SeatsLeft } from './EventCard';
import styles from './Academy.module.css';

/** The event page's buy box: price, seats left, how many tickets, then buying for oneself or as a gift. */
export default function EventBuy({ event }: { event: EventView }) {
  const dispatch = useAppDispatch();
  const [count, setCount] = useState(1);
  const max = Math.max(1, Math.min(EVENT_MAX_TICKETS_PER_PURCHASE, event.seatsLeft));
  const [now] = useState(() => Date.now());
  const onSale = event.status === 'published' && event.seatsLeft > 0 && new Date(event.startAt).getTime() > now;
  const draft = { eventId: event._id, providerId: event.providerId, title: event.title, count: Math.min(count, max) };
  return (
    <section className={`card ${styles.buy}`} aria-labelledby="event-buy-title" data-testid="event-buy">
      <h2 id="event-buy-title" className="sr-only">
        خرید بلیت
      </h2>
      <div className={styles.row}>
        <span className={styles.price} data-testid="event-price">
          {event.price > 0 ? `${formatToman(event.price)} برای هر نفر` : formatToman(0)}
        </span>
        <SeatsLeft event={event} />
      </div>
      {event.status === 'canceled' && (
        <p className="field-error" role="status">
          این رویداد لغو شده است؛ مبلغ بلیت‌های خریده‌شده به کیف پول خریداران برگشت.
        </p>
      )}
      {onSale && (
        <>
          <div className={styles.row}>
            <span>تعداد بلیت</span>
            <Stepper
              count={count}
              title="بلیت"
              max={max}
              onIncrement={() => setCount((c) => Math.min(max, c + 1))}
              onDecrement={() => setCount((c) => Math.max(1, c - 1))}
            />
          </div>
          {count > 1 && event.price > 0 && (
            <div className={styles.row}>
              <span className="muted">جمع</span>
              <span className={styles.price}>{formatToman(event.price * count)}</span>
            </div>
          )}
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={() => dispatch(openModal({ type: 'eventPayment', props: { draft } }))}
            data-testid="event-buy-submit"
          >
            {`خرید ${toPersianDigits(draft.count)} بلیت`}
          </button>
          <button
            type="button"
            className="btn btn-outline btn-block"
            onClick={() => dispatch(openModal({ type: 'gift', props: { eventPurchase: draft } }))}
            data-testid="event-buy-gift"
          >
            خرید به عنوان هدیه
          </button>
          <p className={styles.hint}>
            {`تا ${jalaliDateTime(event.cancelUntil)} می‌توانید بلیت را لغو کنید و مبلغ آن را در کیف پول پس بگیرید.`}
          </p>
        </>
      )}
      {!onSale && event.status !== 'canceled' && (
        <p className={styles.hint}>
          {event.seatsLeft === 0
            ? 'همه بلیت‌های این رویداد فروخته شده است.'
            : 'فروش بلیت این رویداد به پایان رسیده است.'}
        </p>
      )}
    </section>
  );
}
