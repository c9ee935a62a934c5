import Link from 'next/link';
import { useState } from 'react';
import Pagination from '@/components/ui/Pagination';
import QueryState from '@/components/ui/QueryState';
import NoResult from '@/components/ui/NoResult';
import type { TicketStatus, TicketView } from '@/lib/contracts/academy';
import { formatToman } from '@/lib/money';
import { jalaliDateTime } from '@/lib/jalali';
import { useAppDispatch } from '@/store';
import { academyFile, useCancelTicketMutation, useMyEventTicketsQuery } from '@/store/api/academy';
import { askConfirm } from '@/store/slices/confirmBus';
import { errorModal } from '@/store/slices/modalsSlice';
import TicketQr from './TicketQr';
import { eventWhen } from './format';
import styles from './Academy.module.css';

const STATUS: Record<TicketStatus, string> = {
  awaitingPayment: 'در انتظار پرداخت',
  active: 'معتبر',
  checkedIn: 'ورود ثبت شد',
  canceled: 'لغو شده',
  released: 'پرداخت نشد',
};

function Ticket({ t }: { t: TicketView }) {
  const dispatch = useAppDispatch();
  const [cancel, { isLoading }] = useCancelTicketMutation();
  const off = t.status === 'canceled' || t.status === 'released';
  const ask = async () => {
    const refund = t.pricePaid > 0 ? ` مبلغ ${formatToman(t.pricePaid)} به کیف پول شما برمی‌گردد.` : '';
    const ok = await askConfirm(dispatch, {
      title: 'لغو بلیت',
      message: `بلیت «${t.event.title}» لغو شود؟${refund}`,
      confirmText: 'لغو بلیت',
      cancelText: 'نگه داشتن بلیت',
      danger: true,
    });
    if (!ok) return;
    try {
      await cancel(t._id).unwrap();
    } catch (err) {
      dispatch(errorModal(err));
    }
  };
  return (
    <li className={`card ${styles.ticket} ${off ? styles.ticketOff : ''}`} data-testid="my-ticket">
      <div className={styles.row}>
        <h2 className={styles.title}>
          <Link href={`/events/${t.event._id}`}>{t.event.title}</Link>
        </h2>
        <span className="badge" data-testid="my-ticket-status">
          {t.event.status === 'canceled' && t.status === 'canceled' ? 'رویداد لغو شد' : STATUS[t.status]}
        </span>
      </div>
      <span className={styles.meta}>{eventWhen(t.event.startAt, t.event.endAt)}</span>
      <span className={styles.meta}>
        {t.event.providerName}
        {t.event.room ? ` · ${t.event.room}` : ''}
        {` · ${formatToman(t.pricePaid)}`}
      </span>
      {t.gift && (
        <span className={styles.meta}>
          {t.gift.toPhone
            ? `هدیه به ${t.gift.toPhone}`
            : t.gift.fromName
              ? `هدیه از ${t.gift.fromName}`
              : 'هدیه از یک دوست ناشناس'}
        </span>
      )}
      {t.status === 'active' && <TicketQr text={t.qrText} code={t.code} />}
      {t.status === 'checkedIn' && t.checkedInAt && (
        <span className={styles.ok}>{`ورود شما ${jalaliDateTime(t.checkedInAt)} ثبت شد.`}</span>
      )}
      {t.status === 'canceled' && (
        <span className={styles.meta}>
          {t.refunded ? 'مبلغ این بلیت به کیف پول شما برگشت.' : 'این بلیت لغو شده است.'}
        </span>
      )}
      <div className={styles.actions}>
        {t.certificate && (
          <>
            <a
              className="btn btn-primary btn-sm"
              href={academyFile(`/v1/certificate/${encodeURIComponent(t.certificate.code)}/pdf`)}
              download
              data-testid="certificate-download"
            >
              دریافت گواهی (PDF)
            </a>
            <Link
              className="btn btn-outline btn-sm"
              href={`/certificate/${encodeURIComponent(t.certificate.code)}`}
              data-testid="certificate-verify"
            >
              صفحه تایید گواهی
            </Link>
          </>
        )}
        {t.canCancel && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => void ask()}
            disabled={isLoading}
            data-testid="ticket-cancel"
          >
            لغو بلیت
          </button>
        )}
      </div>
      {t.canCancel && (
        <span className={styles.hint}>{`مهلت لغو با بازگشت وجه: ${jalaliDateTime(t.event.cancelUntil)}`}</span>
      )}
    </li>
  );
}

/** A signed-in customer's tickets, newest first, a page at a time. */
export default function MyTickets() {
  const [page, setPage] = useState(1);
  const query = useMyEventTicketsQuery(page, { refetchOnMountOrArgChange: true });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / 20));
  return (
    <>
      <QueryState
        query={query}
        isEmpty={(d) => d.tickets.length === 0}
        empty={
          <div className="card">
            <NoResult
              title="هنوز بلیتی نخریده‌اید."
              action={
                <Link href="/events" className="btn btn-primary">
                  مشاهده رویدادها
                </Link>
              }
            />
          </div>
        }
      >
        {(d) => (
          <ul className={styles.list}>
            {d.tickets.map((t) => (
              <Ticket key={t._id} t={t} />
            ))}
          </ul>
        )}
      </QueryState>
      {pages > 1 && <Pagination page={page} pages={pages} onChange={setPage} disabled={query.isFetching} />}
    </>
  );
}
