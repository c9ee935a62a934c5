import { useRouter } from 'next/router';
import { useState } from 'react';
import { jalaliDate } from '@/lib/jalali';
import { toPersianDigits } from '@/lib/digits';
import { TICKET_PRIORITIES, TICKET_PRIORITY_LABELS } from '@/lib/ticket-rules';
import Spinner from '@/components/ui/Spinner';
import QueryState from '@/components/ui/QueryState';
import { RatingBars, StateCounts, TicketLink } from '@/components/ticket/ReportCards';
import { Stars } from '@/components/ticket/Rating';
import { durationFa } from '@/components/ticket/format';
import { useAppDispatch } from '@/store';
import { useProviderListQuery } from '@/store/api/menu';
import { useTicketReportQuery } from '@/store/api/ticket';
import { resetDeskFilters, setDeskFilter, setDeskStates } from '@/store/slices/ticketsSlice';
import styles from '@/components/ticket/Report.module.css';
import desk from './Desk.module.css';

type Days = '7' | '30' | '90' | 'all';
const PERIODS: { value: Days; label: string }[] = [
  { value: '7', label: '۷ روز اخیر' },
  { value: '30', label: '۳۰ روز اخیر' },
  { value: '90', label: '۹۰ روز اخیر' },
  { value: 'all', label: 'همه زمان‌ها' },
];

/**
 * /panel/ticket/reportBox: counts by state, tickets past their first-answer target, the median
 * time to a first answer, and what customers rated; each count opens the desk filtered to it.
 */
export default function DeskReport() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [days, setDays] = useState<Days>('30');
  const [providerId, setProviderId] = useState('');
  const providers = useProviderListQuery();
  const { data, error, isFetching, refetch } = useTicketReportQuery(
    { flavour: 'internal', days, providerId: providerId || undefined },
    { refetchOnMountOrArgChange: true },
  );

  const openDesk = (apply: () => void) => {
    dispatch(resetDeskFilters());
    if (providerId) dispatch(setDeskFilter({ providerId }));
    apply();
    void router.push('/panel/ticket');
  };

  return (
    <div className={desk.desk}>
      <div className={desk.top}>
        <h1 className={desk.heading}>گزارش پشتیبانی</h1>
        <div className={desk.tools}>
          <label className="sr-only" htmlFor="report-days">
            بازه زمانی
          </label>
          <select id="report-days" className="input" value={days} onChange={(e) => setDays(e.target.value as Days)}>
            {PERIODS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
          <label className="sr-only" htmlFor="report-provider">
            شعبه
          </label>
          <select
            id="report-provider"
            className="input"
            value={providerId}
            onChange={(e) => setProviderId(e.target.value)}
          >
            <option value="">همه شعبه‌ها</option>
            {providers.data?.providers.map((p) => (
              <option key={p._id} value={p._id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryState
        query={{ data, error, isFetching, refetch }}
        loading={
          <div className={styles.loading}>
            <Spinner label="در حال بارگذاری گزارش" />
          </div>
        }
      >
        {(data) => (
          <div className={`${styles.stack} ${isFetching ? desk.fetching : ''}`} data-testid="desk-report">
            <StateCounts report={data} onState={(s) => openDesk(() => dispatch(setDeskStates([s])))} />
            <div className={styles.grid3}>
              <section className={`card ${styles.panel}`} data-testid="report-overdue">
                <h2 className={styles.title}>دیرکرد اولین پاسخ</h2>
                <p className={`${styles.big} ${data.overdue ? styles.late : ''}`}>
                  {toPersianDigits(data.overdue)} درخواست
                </p>
                <p className={styles.note}>بی‌پاسخ و گذشته از مهلت اولویت خود</p>
                {data.overdue > 0 && (
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    onClick={() =>
                      openDesk(() => {
                        dispatch(setDeskStates([]));
                        dispatch(setDeskFilter({ overdue: true }));
                      })
                    }
                  >
                    نمایش در میز پشتیبانی
                  </button>
                )}
              </section>
              <section className={`card ${styles.panel}`} data-testid="report-median">
                <h2 className={styles.title}>میانه زمان اولین پاسخ</h2>
                <p className={styles.big}>
                  {data.medianFirstAnswerMinutes === null ? '—' : durationFa(data.medianFirstAnswerMinutes)}
                </p>
                <p className={styles.note}>از {toPersianDigits(data.answeredCount)} درخواست پاسخ‌داده‌شده</p>
              </section>
              <section className={`card ${styles.panel}`} data-testid="report-rating">
                <h2 className={styles.title}>رضایت مشتری</h2>
                {data.rating.count ? (
                  <>
                    <p className={styles.big}>
                      {toPersianDigits(String(data.rating.average).replace('.', '٫'))} از ۵{' '}
                      <span className={styles.note}>({toPersianDigits(data.rating.count)} امتیاز)</span>
                    </p>
                    <RatingBars report={data} />
                  </>
                ) : (
                  <p className={styles.note}>هنوز امتیازی در این بازه ثبت نشده است.</p>
                )}
              </section>
            </div>
            <div className={styles.grid}>
              <section className={`card ${styles.panel}`}>
                <h2 className={styles.title}>آخرین امتیازها</h2>
                {data.recentRatings.length ? (
                  <ul className={styles.links}>
                    {data.recentRatings.map((r) => (
                      <li key={r.ticketId}>
                        <TicketLink
                          id={r.ticketId}
                          number={r.number}
                          subject={r.subject}
                          href={`/panel/ticket/${r.ticketId}`}
                        />
                        <Stars value={r.rating} size="sm" />{' '}
                        <span className={styles.note}>{jalaliDate(r.ratedAt)}</span>
                        {r.comment && (
                          <p className={styles.quote} dir="auto">
                            «{r.comment}»
                          </p>
                        )}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.note}>امتیازی ثبت نشده است.</p>
                )}
              </section>
              <section className={`card ${styles.panel}`}>
                <h2 className={styles.title}>مهلت اولین پاسخ بر اساس اولویت</h2>
                <ul className={styles.links}>
                  {[...TICKET_PRIORITIES].reverse().map((p) => (
                    <li key={p} className={styles.note}>
                      {TICKET_PRIORITY_LABELS[p]}: {durationFa(data.dueHours[p] * 60)}
                    </li>
                  ))}
                </ul>
                <p className={styles.note}>
                  مهلت‌ها در تنظیمات سرور تعیین می‌شوند و به درخواست‌های تازه اعمال می‌شوند.
                </p>
              </section>
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}
