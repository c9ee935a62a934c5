import Link from 'next/link';
import { useRouter } from 'next/router';
import { jalaliDateTime } from '@/lib/jalali';
import { toPersianDigits } from '@/lib/digits';
import { SUPPORT_TYPE_LABELS } from '@/lib/ticket-rules';
import type { TicketView } from '@/lib/contracts/ticket/views';
import Spinner from '@/components/ui/Spinner';
import NoResult from '@/components/ui/NoResult';
import QueryState from '@/components/ui/QueryState';
import Pagination from '@/components/ui/Pagination';
import { useIsMobile } from '@/components/layout/hooks';
import { PriorityBadge, StateBadge } from '@/components/ticket/StateBadge';
import { dueText, ticketNumberFa, useNow } from '@/components/ticket/format';
import { useAppDispatch, useAppSelector } from '@/store';
import { DESK_PAGE_SIZE, useDeskTicketsQuery } from '@/store/api/ticket';
import {
  resetDeskFilters,
  selectDeskFiltered,
  selectDeskFilters,
  selectSelectedTicketId,
  selectTicket,
  setDeskPage,
} from '@/store/slices/ticketsSlice';
import DeskFilters from './DeskFilters';
import styles from './Desk.module.css';

/** Time left to the first-answer target, or that it was met. */
export function DueCell({ t, now }: { t: TicketView; now: number }) {
  if (t.firstAnsweredAt) return <span className={styles.dueMet}>پاسخ داده شد</span>;
  if (t.state === 'closed' || !t.dueAt) return <span className={styles.dueMet}>—</span>;
  const d = dueText(t.dueAt, now);
  return (
    <span className={d.late ? styles.dueLate : styles.dueLeft} data-testid="due">
      {d.late && <span className={styles.lateTag}>دیرکرد</span>}
      {d.text}
    </span>
  );
}

function Row({ t, now, selected, onOpen }: { t: TicketView; now: number; selected: boolean; onOpen: () => void }) {
  const router = useRouter();
  const href = `/panel/ticket/${t._id}`;
  return (
    <tr
      className={`${styles.row} ${selected ? styles.selected : ''} ${t.overdue ? styles.overdueRow : ''}`}
      onClick={(e) => {
        if ((e.target as HTMLElement).closest('a')) return;
        onOpen();
        void router.push(href);
      }}
      data-testid="desk-ticket"
      data-ticket-id={t._id}
    >
      <td className={styles.num}>{ticketNumberFa(t.number)}</td>
      <td className={styles.subjectCell}>
        <Link href={href} className={styles.subject} onClick={onOpen} dir="auto">
          {t.subject}
        </Link>
        <span className={styles.sub}>
          {t.userName}
          {!t.external && <span className={styles.internalTag}>داخلی</span>}
          {t.commentCount > 0 && <span>{toPersianDigits(t.commentCount)} پیام</span>}
          {t.orderNumber !== null && (
            <span data-testid="desk-ticket-order">سفارش #{toPersianDigits(t.orderNumber)}</span>
          )}
        </span>
      </td>
      <td>
        <StateBadge state={t.state} />
      </td>
      <td>
        <PriorityBadge priority={t.priority} />
      </td>
      <td className={styles.muted}>{SUPPORT_TYPE_LABELS[t.supportType]}</td>
      <td className={styles.muted}>{t.provider ?? '—'}</td>
      <td className={styles.muted}>
        <time dateTime={t.createdAt}>{jalaliDateTime(t.createdAt)}</time>
      </td>
      <td>
        <DueCell t={t} now={now} />
      </td>
      <td className={styles.muted}>{t.responderName ?? '—'}</td>
    </tr>
  );
}

function Card({ t, now, selected, onOpen }: { t: TicketView; now: number; selected: boolean; onOpen: () => void }) {
  return (
    <li>
      <Link
        href={`/panel/ticket/${t._id}`}
        onClick={onOpen}
        className={`card ${styles.card} ${selected ? styles.selected : ''}`}
        data-testid="desk-ticket"
        data-ticket-id={t._id}
      >
        <span className={styles.cardTop}>
          <span className={styles.num}>{ticketNumberFa(t.number)}</span>
          <StateBadge state={t.state} />
          <PriorityBadge priority={t.priority} />
        </span>
        <span className={styles.subject} dir="auto">
          {t.subject}
        </span>
        <span className={styles.sub}>
          {t.userName}، {SUPPORT_TYPE_LABELS[t.supportType]}
          {t.provider && `، ${t.provider}`}
          {t.orderNumber !== null && `، سفارش #${toPersianDigits(t.orderNumber)}`}
        </span>
        <span className={styles.cardBottom}>
          <time dateTime={t.createdAt}>{jalaliDateTime(t.createdAt)}</time>
          <DueCell t={t} now={now} />
        </span>
      </Link>
    </li>
  );
}

/**
 * /panel/ticket: the support desk, 30 tickets a page, filtered by default to new and reviewed ones.
 * `team`: the support team (the global flag); a branch admin (false) sees the server's scoped list
 * without the team's report, menu availability and internal-ticket tools (issue 21 D30).
 */
export default function TicketDesk({ team = true }: { team?: boolean }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const filters = useAppSelector(selectDeskFilters);
  const filtered = useAppSelector(selectDeskFiltered);
  const selectedId = useAppSelector(selectSelectedTicketId);
  const mobile = useIsMobile();
  const now = useNow();
  const { data, error, isFetching, refetch } = useDeskTicketsQuery(filters, {
    refetchOnMountOrArgChange: 30,
    pollingInterval: 60_000,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / DESK_PAGE_SIZE)) : 1;

  const open = (id: string) => () => dispatch(selectTicket(id));
  const body = (
    <QueryState
      query={{ data, error, isFetching, refetch }}
      loading={
        <div className={styles.loading}>
          <Spinner label="در حال بارگذاری درخواست‌ها" />
        </div>
      }
      isEmpty={(d) => d.tickets.length === 0}
      empty={
        <div className="card">
          <NoResult
            action={
              filtered ? (
                <button type="button" className="btn btn-outline" onClick={() => dispatch(resetDeskFilters())}>
                  فیلتر پیش‌فرض
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => void router.push('/panel/ticket/noResult')}
                >
                  صف خالی است
                </button>
              )
            }
          >
            {filtered ? 'با این فیلترها درخواستی پیدا نشد.' : 'درخواست جدید یا بررسی‌نشده‌ای در صف نیست.'}
          </NoResult>
        </div>
      }
    >
      {(d) => (
        <>
          {mobile ? (
            <ul className={`${styles.cards} ${isFetching ? styles.fetching : ''}`} aria-busy={isFetching}>
              {d.tickets.map((t) => (
                <Card key={t._id} t={t} now={now} selected={t._id === selectedId} onOpen={open(t._id)} />
              ))}
            </ul>
          ) : (
            <div className={`card ${styles.tableWrap} ${isFetching ? styles.fetching : ''}`}>
              <table className={styles.table} aria-busy={isFetching}>
                <caption className="sr-only">درخواست‌های پشتیبانی</caption>
                <thead>
                  <tr>
                    <th scope="col">شماره</th>
                    <th scope="col">موضوع و مشتری</th>
                    <th scope="col">وضعیت</th>
                    <th scope="col">اولویت</th>
                    <th scope="col">بخش</th>
                    <th scope="col">شعبه</th>
                    <th scope="col">ثبت</th>
                    <th scope="col">مهلت اولین پاسخ</th>
                    <th scope="col">کارشناس</th>
                  </tr>
                </thead>
                <tbody>
                  {d.tickets.map((t) => (
                    <Row key={t._id} t={t} now={now} selected={t._id === selectedId} onOpen={open(t._id)} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pages > 1 && (
            <Pagination
              page={filters.page}
              pages={pages}
              onChange={(p) => dispatch(setDeskPage(p))}
              disabled={isFetching}
            />
          )}
        </>
      )}
    </QueryState>
  );

  return (
    <div className={styles.desk}>
      <div className={styles.top}>
        <h1 className={styles.heading}>
          میز پشتیبانی
          {data && <span className={styles.count}>{toPersianDigits(data.total)} درخواست</span>}
        </h1>
        {team && (
          <div className={styles.tools}>
            <Link href="/panel/ticket/reportBox" className="btn btn-outline btn-sm">
              گزارش
            </Link>
            <Link href="/panel/ticket/availability" className="btn btn-outline btn-sm">
              موجودی منو
            </Link>
            <Link href="/panel/ticket/add" className="btn btn-primary btn-sm">
              ثبت درخواست داخلی
            </Link>
          </div>
        )}
      </div>
      <DeskFilters />
      {body}
    </div>
  );
}
