import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { jalaliDate } from '@/lib/jalali';
import { toPersianDigits } from '@/lib/digits';
import { SUPPORT_TYPE_LABELS, TICKET_STATES, TICKET_STATE_LABELS } from '@/lib/ticket-rules';
import type { TicketView } from '@/lib/contracts/ticket/views';
import NoResult from '@/components/ui/NoResult';
import QueryState from '@/components/ui/QueryState';
import { useDebouncedValue } from '@/lib/client/useDebouncedValue';
import LoginPrompt from '@/components/ui/LoginPrompt';
import Pagination from '@/components/ui/Pagination';
import { useAppDispatch, useAppSelector } from '@/store';
import { MINE_PAGE_SIZE, useMyTicketsQuery } from '@/store/api/ticket';
import {
  resetMineFilters,
  selectMineFilters,
  setMinePage,
  setMineText,
  toggleMineState,
} from '@/store/slices/ticketsSlice';
import { StateBadge } from './StateBadge';
import { ticketNumberFa } from './format';
import styles from './MyTickets.module.css';

function TicketCard({ t }: { t: TicketView }) {
  return (
    <li>
      <Link
        href={`/userTicket/${t._id}`}
        className={`card ${styles.ticket}`}
        data-testid="my-ticket"
        data-ticket-id={t._id}
      >
        <span className={styles.row}>
          <span className={styles.number}>{ticketNumberFa(t.number)}</span>
          <StateBadge state={t.state} />
        </span>
        <span className={styles.subject} dir="auto">
          {t.subject}
        </span>
        <span className={styles.meta}>
          <span>{SUPPORT_TYPE_LABELS[t.supportType]}</span>
          {t.provider && <span>{t.provider}</span>}
          <time dateTime={t.createdAt}>{jalaliDate(t.createdAt)}</time>
          {t.commentCount > 0 && <span>{toPersianDigits(t.commentCount)} پیام</span>}
        </span>
        {t.state === 'answered' && <span className={styles.answered}>پاسخ پشتیبانی آماده است</span>}
        {t.state === 'closed' && t.rating === null && <span className={styles.rate}>به پاسخ امتیاز دهید</span>}
      </Link>
    </li>
  );
}

/** /userTicket: the customer's own tickets, 5 a page, with search and a state filter. */
export default function MyTickets() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const authState = useAppSelector((s) => s.auth.state);
  const filters = useAppSelector(selectMineFilters);
  const [text, setText] = useState(filters.text);
  const { data, error, isFetching, refetch } = useMyTicketsQuery(filters, {
    skip: authState !== 'user',
    refetchOnMountOrArgChange: true,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / MINE_PAGE_SIZE)) : 1;
  const unfiltered = filters.states.length === 0 && !filters.text.trim() && filters.page === 1;

  // Search as the customer types, half a second after the last key. Only a newly settled text is
  // sent: clearing the filters (filters.text) must not send the old text again.
  const settled = useDebouncedValue(text);
  useEffect(() => {
    if (settled !== filters.text) dispatch(setMineText(settled));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, dispatch]);

  // No ticket at all: the route the spec names for it.
  useEffect(() => {
    if (data && data.total === 0 && unfiltered && !isFetching) void router.replace('/userTicket/noResult');
  }, [data, unfiltered, isFetching, router]);

  const body =
    authState === 'guest' ? (
      <LoginPrompt text="برای دیدن درخواست‌های پشتیبانی خود وارد حساب کاربری شوید." />
    ) : (
      <QueryState
        query={{ data, error, isFetching, refetch }}
        loading={
          <ul className={styles.list} aria-busy="true" aria-label="در حال بارگذاری درخواست‌ها">
            {[0, 1, 2].map((i) => (
              <li key={i} className={`card ${styles.skeleton}`} />
            ))}
          </ul>
        }
        errorTitle="دریافت درخواست‌ها ممکن نشد."
        errorTestId="tickets-error"
        isEmpty={(d) => d.tickets.length === 0}
        empty={
          <div className="card">
            <NoResult
              action={
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => {
                    setText('');
                    dispatch(resetMineFilters());
                  }}
                >
                  نمایش همه درخواست‌ها
                </button>
              }
            />
          </div>
        }
      >
        {(d) => (
          <>
            <ul className={`${styles.list} ${isFetching ? styles.fetching : ''}`} aria-busy={isFetching}>
              {d.tickets.map((t) => (
                <TicketCard key={t._id} t={t} />
              ))}
            </ul>
            {pages > 1 && (
              <Pagination
                page={filters.page}
                pages={pages}
                onChange={(p) => dispatch(setMinePage(p))}
                disabled={isFetching}
              />
            )}
          </>
        )}
      </QueryState>
    );

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.top}>
        <h1 className={styles.title}>درخواست‌های پشتیبانی من</h1>
        <div className={styles.actions}>
          <Link href="/userTicket/reportBox" className="btn btn-outline btn-sm">
            گزارش
          </Link>
          <Link href="/userTicket/add" className="btn btn-primary btn-sm" data-testid="new-ticket">
            درخواست جدید
          </Link>
        </div>
      </div>
      {authState === 'user' && (
        <div className={styles.filters}>
          <label className="sr-only" htmlFor="my-ticket-search">
            جستجو در درخواست‌ها
          </label>
          <input
            id="my-ticket-search"
            type="search"
            className="input"
            placeholder="جستجو در موضوع، متن یا شماره درخواست"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
          />
          <div className={styles.states} role="group" aria-label="وضعیت">
            {TICKET_STATES.map((s) => (
              <button
                key={s}
                type="button"
                className={`${styles.state} ${filters.states.includes(s) ? styles.stateOn : ''}`}
                aria-pressed={filters.states.includes(s)}
                onClick={() => dispatch(toggleMineState(s))}
              >
                {TICKET_STATE_LABELS[s]}
              </button>
            ))}
          </div>
        </div>
      )}
      {body}
    </div>
  );
}
