import { useEffect, useState } from 'react';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDateTime } from '@/lib/jalali';
import { formatToman } from '@/lib/money';
import { ORDER_TYPE_LABELS, PAYMENT_BY_LABELS } from '@/lib/messages/ui';
import { useAppSelector } from '@/store';
import { selectOnline } from '@/store/slices/uiSlice';
import { OUTBOX_CHANGED, outboxEntries, type OutboxEntry } from '@/lib/client/outbox';
import card from './OrderCard.module.css';
import list from './PreviousOrders.module.css';
import styles from './CurrentOrder.module.css';

/** The outbox's orders (all, or one branch's) as the page shows them; re-read whenever the outbox changes. */
function useOutbox(providerId?: string): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      outboxEntries()
        .then((all) => live && setEntries(providerId ? all.filter((e) => e.providerId === providerId) : all))
        .catch(() => undefined);
    read();
    window.addEventListener(OUTBOX_CHANGED, read);
    return () => {
      live = false;
      window.removeEventListener(OUTBOX_CHANGED, read);
    };
  }, [providerId]);
  return entries;
}

/**
 * Orders placed without a connection that the server has not answered yet (issue 29): «هنوز ارسال نشده»,
 * each with its branch, lines and the cart's estimate. Shown on /order and in the branch's cart. Offline the
 * session cannot be checked, so a device whose user is unknown sees them all; a known user sees only theirs.
 */
export default function OutboxList({ providerId }: { providerId?: string }) {
  const entries = useOutbox(providerId);
  const auth = useAppSelector((s) => s.auth);
  const online = useAppSelector(selectOnline);
  const mine = entries.filter((e) => auth.state !== 'user' || e.userId === auth.user?._id);
  if (!mine.length) return null;
  return (
    <section aria-labelledby="outbox-title" className={styles.section} data-testid="outbox">
      <h2 id="outbox-title" className={styles.subtitle}>
        هنوز ارسال نشده
      </h2>
      <p className="muted">
        {online
          ? 'در حال ارسال به شعبه؛ هر سفارش یک بار ثبت می‌شود.'
          : 'با برگشتن اتصال اینترنت خودکار ارسال می‌شوند؛ هر سفارش یک بار ثبت می‌شود.'}
      </p>
      <ul className={list.list}>
        {mine.map((e) => (
          <li key={e.key}>
            <div className={`card ${card.card}`} data-testid="outbox-entry">
              <div className={card.top}>
                <div className={card.branch}>{e.providerName}</div>
                <span className="badge" data-testid="outbox-state">
                  هنوز ارسال نشده
                </span>
              </div>
              <div className={card.meta}>
                <span>{ORDER_TYPE_LABELS[e.body.orderType ?? 'inHall']}</span>
                <span aria-hidden="true">·</span>
                <span>{PAYMENT_BY_LABELS[e.body.paymentBy] ?? ''}</span>
                <span aria-hidden="true">·</span>
                <time dateTime={e.createdAt}>{jalaliDateTime(e.createdAt)}</time>
              </div>
              <p className={card.items}>
                {e.lines.map((l, i) => (
                  <span key={l.key ?? l.orderId}>
                    {i > 0 && '، '}
                    <bdi>{l.orderName}</bdi>
                    {` × ${toPersianDigits(l.itemsCount)}`}
                  </span>
                ))}
              </p>
              <div className={card.bottom}>
                <span>
                  <span className="muted">مبلغ تقریبی </span>
                  <strong>{formatToman(e.estimate)}</strong>
                </span>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
