import { useState } from 'react';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import QueryState from '@/components/ui/QueryState';
import EmptyState from '@/components/ui/EmptyState';
import type { ShiftView } from '@/lib/contracts/shift';
import { toPersianDigits } from '@/lib/digits';
import { shiftEnd, takings } from './format';
import { jalaliDateTime, tehranTime } from '@/lib/jalali';
import { useCurrentShiftQuery, useShiftsQuery } from '@/store/api/shift';
import { FinishShiftForm, StartShiftForm } from './ShiftForms';
import ShiftReportView from './ShiftReportView';
import styles from './Shift.module.css';
import page from '@/components/panel/staff/Staff.module.css';

const PAGE_SIZE = 10;

/** The branch's shift: start it (with a note), its report so far, close it with the counted cash and a note (confirmed) and see the closing report; past shifts below. */
export default function ShiftPanel({ providerId }: { providerId: string }) {
  const current = useCurrentShiftQuery(providerId, { pollingInterval: 30_000, refetchOnMountOrArgChange: true });
  const [closed, setClosed] = useState<ShiftView | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [viewing, setViewing] = useState<ShiftView | null>(null);
  const history = useShiftsQuery({ providerId, page: pageNo }, { refetchOnMountOrArgChange: true });

  const columns: Column<ShiftView>[] = [
    { header: 'شروع', cell: (s) => jalaliDateTime(s.startedAt) },
    {
      header: 'پایان',
      cell: (s) => (s.finishedAt ? shiftEnd(s.startedAt, s.finishedAt) : <span className={styles.openBadge}>باز</span>),
    },
    { header: 'سفارش‌های پرداخت‌شده', cell: (s) => toPersianDigits(s.report.orders) },
    { header: 'جمع دریافتی', cell: (s) => takings(s.report.total) },
    { header: 'شروع‌کننده', cell: (s) => s.startedBy.name },
  ];

  return (
    <div className={page.page}>
      {closed && (
        <section className={`card ${page.card}`} aria-labelledby="closed-title" data-testid="closed-shift">
          <h2 id="closed-title" className={page.subheading}>
            گزارش پایان شیفت
          </h2>
          <p className={styles.muted}>
            بسته شده توسط {closed.finishedBy?.name} — شروع توسط {closed.startedBy.name}
          </p>
          <ShiftReportView report={closed.report} closing={closed} />
        </section>
      )}
      <QueryState query={current}>
        {(data) =>
          data.shift ? (
            <section className={`card ${page.card}`} aria-labelledby="open-title" data-testid="open-shift">
              <div className={styles.head}>
                <h2 id="open-title" className={page.subheading}>
                  شیفت باز{' '}
                  <span className={page.sub}>
                    از ساعت {tehranTime(data.shift.startedAt)} توسط {data.shift.startedBy.name}
                  </span>
                </h2>
              </div>
              {data.shift.note && <p className={styles.muted}>یادداشت: {data.shift.note}</p>}
              <ShiftReportView report={data.shift.report} live />
              <FinishShiftForm
                providerId={providerId}
                expectedCash={data.shift.report.expectedCash}
                onClosed={setClosed}
              />
            </section>
          ) : (
            <section className={`card ${page.card}`} aria-labelledby="start-title">
              <h2 id="start-title" className={page.subheading}>
                شیفتی باز نیست
              </h2>
              <StartShiftForm providerId={providerId} onStarted={() => setClosed(null)} />
            </section>
          )
        }
      </QueryState>

      <section className={page.section} aria-labelledby="history-title">
        <h2 id="history-title" className={page.subheading}>
          شیفت‌های پیشین
        </h2>
        {viewing && (
          <section className={`card ${page.card}`} aria-label="گزارش شیفت" data-testid="viewed-shift">
            <div className={styles.head}>
              <h3 className={styles.h3}>گزارش شیفت {jalaliDateTime(viewing.startedAt)}</h3>
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setViewing(null)}>
                بستن گزارش
              </button>
            </div>
            <ShiftReportView
              report={viewing.report}
              live={!viewing.finishedAt}
              closing={viewing.finishedAt ? viewing : undefined}
            />
          </section>
        )}
        <AdminTable
          query={history}
          rows={(d) => d.shifts}
          rowKey={(s) => s._id}
          columns={columns}
          actions={[{ label: 'مشاهده گزارش', onClick: (s) => setViewing(s), testId: 'view-shift' }]}
          paging={{ page: pageNo, pageSize: PAGE_SIZE, total: (d) => d.total, onPage: setPageNo }}
          caption="شیفت‌های پیشین"
          empty={<EmptyState title="هنوز شیفتی ثبت نشده است." />}
          testId="shift-history"
          rowTestId="shift-row"
        />
      </section>
    </div>
  );
}
