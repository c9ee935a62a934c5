import Link from 'next/link';
import { useState } from 'react';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import QueryState from '@/components/ui/QueryState';
import { describeError } from '@/api-client';
import type { AttendeeView, EventView, TicketStatus } from '@/lib/contracts/academy';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDateTime } from '@/lib/jalali';
import { useAppDispatch } from '@/store';
import {
  academyFile,
  useAttendeesQuery,
  useChangeEventStatusMutation,
  useCheckInTicketMutation,
  useEventQuery,
  useEventReportQuery,
  useIssueCertificatesMutation,
} from '@/store/api/academy';
import { askConfirm } from '@/store/slices/confirmBus';
import SalesFigures from '../SalesFigures';
import { EVENT_STATUS_LABELS } from '../labels';
import { eventWhen } from '../format';
import form from '@/components/panel/shared/PanelForm.module.css';
import styles from '../Academy.module.css';

const TICKET_STATUS: Record<TicketStatus, string> = {
  awaitingPayment: 'در انتظار پرداخت',
  active: 'خریده، وارد نشده',
  checkedIn: 'وارد شده',
  canceled: 'لغو شده',
  released: 'پرداخت نشد',
};

function Actions({ event }: { event: EventView }) {
  const dispatch = useAppDispatch();
  const [changeStatus, status] = useChangeEventStatusMutation();
  const [issue, issuing] = useIssueCertificatesMutation();
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<string>) => {
    setError(null);
    setNote(null);
    try {
      setNote(await work());
    } catch (err) {
      setError(describeError(err).message);
    }
  };
  const cancel = async () => {
    const ok = await askConfirm(dispatch, {
      title: 'لغو رویداد',
      message: `«${event.title}» لغو شود؟ مبلغ همه بلیت‌های فروخته‌شده به کیف پول خریداران برمی‌گردد و به آن‌ها پیامک می‌شود.`,
      confirmText: 'لغو رویداد و بازگرداندن وجه',
      danger: true,
    });
    if (!ok) return;
    await run(async () => {
      const r = await changeStatus({ eventId: event._id, status: 'canceled' }).unwrap();
      return `رویداد لغو شد؛ مبلغ ${toPersianDigits(r.refunded)} بلیت به کیف پول خریداران برگشت.`;
    });
  };
  return (
    <div className={styles.page} style={{ gap: 8, paddingBottom: 0 }}>
      <div className={styles.actions}>
        {event.status === 'draft' && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={status.isLoading}
            onClick={() =>
              void run(async () => {
                await changeStatus({ eventId: event._id, status: 'published' }).unwrap();
                return 'رویداد منتشر شد و مشتریان می‌توانند بلیت بخرند.';
              })
            }
          >
            انتشار رویداد
          </button>
        )}
        <button
          type="button"
          className="btn btn-primary"
          disabled={issuing.isLoading || event.status === 'canceled'}
          onClick={() =>
            void run(async () => {
              const r = await issue(event._id).unwrap();
              return r.issued > 0
                ? `${toPersianDigits(r.issued)} گواهی صادر شد (روی هم ${toPersianDigits(r.total)} گواهی برای حاضران).`
                : `گواهی تازه‌ای صادر نشد؛ ${toPersianDigits(r.total)} حاضر پیش‌تر گواهی گرفته‌اند.`;
            })
          }
          data-testid="issue-certificates"
        >
          صدور گواهی برای حاضران
        </button>
        {event.status !== 'canceled' && (
          <button
            type="button"
            className="btn btn-danger"
            disabled={status.isLoading}
            onClick={() => void cancel()}
            data-testid="event-cancel"
          >
            لغو رویداد
          </button>
        )}
      </div>
      {note && (
        <p className={styles.ok} role="status" data-testid="event-action-note">
          {note}
        </p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function Report({ eventId }: { eventId: string }) {
  const query = useEventReportQuery(eventId, { refetchOnMountOrArgChange: true });
  return (
    <section className={styles.page} style={{ paddingBottom: 0 }} aria-labelledby="event-report">
      <div className={form.top}>
        <h2 id="event-report" className={form.heading}>
          گزارش فروش
        </h2>
        <a
          className="btn btn-outline btn-sm"
          href={academyFile(`/v1/event/${encodeURIComponent(eventId)}/report/xlsx`)}
          download
          data-testid="event-report-xlsx"
        >
          دریافت فایل اکسل
        </a>
      </div>
      <QueryState query={query}>
        {(r) => (
          <>
            <SalesFigures figures={r} testId="event-report" />
            <p className={styles.hint}>{`کمیسیون هر بلیت: ${r.commissionRule.text}`}</p>
          </>
        )}
      </QueryState>
    </section>
  );
}

function Attendees({ eventId }: { eventId: string }) {
  const [page, setPage] = useState(1);
  const query = useAttendeesQuery({ eventId, page }, { refetchOnMountOrArgChange: true });
  const [checkIn] = useCheckInTicketMutation();
  const columns: Column<AttendeeView>[] = [
    { header: 'نام', cell: (a) => a.holderName || 'بدون نام' },
    { header: 'تلفن', cell: (a) => (a.holderPhone ? <bdi dir="ltr">{toPersianDigits(a.holderPhone)}</bdi> : '—') },
    { header: 'کد بلیت', cell: (a) => <bdi dir="ltr">{a.code}</bdi> },
    { header: 'وضعیت', cell: (a) => TICKET_STATUS[a.status] },
    {
      header: 'ورود',
      cell: (a) =>
        a.checkedInAt ? `${jalaliDateTime(a.checkedInAt)}${a.checkedInByName ? ` · ${a.checkedInByName}` : ''}` : '—',
    },
    {
      header: 'گواهی',
      cell: (a) =>
        a.certificateCode ? (
          <Link href={`/certificate/${encodeURIComponent(a.certificateCode)}`}>
            <bdi dir="ltr">{a.certificateCode}</bdi>
          </Link>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <section className={styles.page} style={{ paddingBottom: 0 }} aria-labelledby="event-attendees">
      <h2 id="event-attendees" className={form.heading}>
        حاضران
      </h2>
      <AdminTable
        query={query}
        rows={(d) => d.attendees}
        rowKey={(a) => a.ticketId}
        columns={columns}
        actions={[{ label: 'ثبت ورود', onClick: (a) => checkIn(a.code).unwrap(), testId: 'attendee-checkin' }]}
        paging={{ page, pageSize: 50, total: (d) => d.total, onPage: setPage }}
        caption="بلیت‌های این رویداد"
        testId="attendee-table"
        rowTestId="attendee-row"
      />
    </section>
  );
}

/** /panel/events/{id}: an event's door and books: publish or cancel, certificates, sales, attendees. */
export default function EventManage({ eventId }: { eventId: string }) {
  const query = useEventQuery(eventId, { refetchOnMountOrArgChange: true });
  return (
    <QueryState query={query}>
      {({ event }) => (
        <div className={styles.page}>
          <div className={form.top}>
            <h1 className={form.heading} data-testid="event-manage-title">
              {event.title}
            </h1>
            <span className="badge">{EVENT_STATUS_LABELS[event.status]}</span>
          </div>
          <p className={styles.meta}>
            {`${eventWhen(event.startAt, event.endAt)} · ${event.providerName}${event.room ? ` · ${event.room}` : ''}`}
            {` · ظرفیت ${toPersianDigits(event.capacity)}، ${toPersianDigits(event.seatsLeft)} جای خالی`}
          </p>
          <div className={styles.actions}>
            <Link href={`/events/${event._id}`} className="btn btn-ghost btn-sm">
              صفحه رویداد برای مشتریان
            </Link>
            <Link href="/panel/events" className="btn btn-ghost btn-sm">
              بازگشت به رویدادها
            </Link>
          </div>
          <Actions event={event} />
          <Report eventId={event._id} />
          <Attendees eventId={event._id} />
        </div>
      )}
    </QueryState>
  );
}
