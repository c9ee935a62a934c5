import { useRouter } from 'next/router';
import { describeError } from '@/api-client';
import { toPersianDigits } from '@/lib/digits';
import Spinner from '@/components/ui/Spinner';
import EmptyState from '@/components/ui/EmptyState';
import LoginPrompt from '@/components/ui/LoginPrompt';
import { useAppDispatch, useAppSelector } from '@/store';
import { useTicketReportQuery } from '@/store/api/ticket';
import { resetMineFilters, toggleMineState } from '@/store/slices/ticketsSlice';
import { RatingBars, StateCounts, TicketLink } from './ReportCards';
import { durationFa } from './format';
import styles from './Report.module.css';

/** /userTicket/reportBox: the customer's tickets in numbers, and the closed ones still waiting for a rating. */
export default function MyReport() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const authState = useAppSelector((s) => s.auth.state);
  const { data, error, isLoading, refetch, isFetching } = useTicketReportQuery(
    { flavour: 'external', days: 'all' },
    { skip: authState !== 'user', refetchOnMountOrArgChange: true },
  );

  if (authState === 'guest') return <LoginPrompt text="برای دیدن گزارش درخواست‌های خود وارد حساب کاربری شوید." />;
  if (authState === 'unknown' || isLoading) {
    return (
      <div className={styles.loading}>
        <Spinner label="در حال بارگذاری گزارش" />
      </div>
    );
  }
  if (error || !data) {
    return (
      <EmptyState
        icon="alert"
        title="دریافت گزارش ممکن نشد."
        text={describeError(error).message}
        action={{ onClick: () => void refetch(), label: isFetching ? 'در حال تلاش…' : 'تلاش دوباره' }}
      />
    );
  }
  return (
    <div className={styles.stack}>
      <StateCounts
        report={data}
        onState={(s) => {
          dispatch(resetMineFilters());
          dispatch(toggleMineState(s));
          void router.push('/userTicket');
        }}
      />
      <div className={styles.grid}>
        <section className={`card ${styles.panel}`}>
          <h2 className={styles.title}>زمان پاسخ‌گویی</h2>
          <p className={styles.big}>
            {data.medianFirstAnswerMinutes === null ? '—' : durationFa(data.medianFirstAnswerMinutes)}
          </p>
          <p className={styles.note}>میانه زمان تا اولین پاسخ به {toPersianDigits(data.answeredCount)} درخواست شما</p>
        </section>
        <section className={`card ${styles.panel}`}>
          <h2 className={styles.title}>امتیازهای شما</h2>
          {data.rating.count ? (
            <>
              <p className={styles.big}>{toPersianDigits(String(data.rating.average).replace('.', '٫'))} از ۵</p>
              <RatingBars report={data} />
            </>
          ) : (
            <p className={styles.note}>هنوز به پاسخی امتیاز نداده‌اید.</p>
          )}
        </section>
      </div>
      <section className={`card ${styles.panel}`} data-testid="awaiting-rating">
        <h2 className={styles.title}>در انتظار امتیاز شما</h2>
        {data.awaitingRating.length ? (
          <ul className={styles.links}>
            {data.awaitingRating.map((t) => (
              <li key={t.ticketId}>
                <TicketLink id={t.ticketId} number={t.number} subject={t.subject} href={`/userTicket/${t.ticketId}`} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.note}>درخواست بسته‌شده‌ای بدون امتیاز ندارید.</p>
        )}
      </section>
    </div>
  );
}
