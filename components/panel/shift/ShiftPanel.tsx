import { useState } from 'react';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import QueryState from '@/components/ui/QueryState';
import EmptyState from '@/components/ui/EmptyState';
import { describeError } from '@/api-client';
import type { ShiftView } from '@/lib/contracts/shift';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import { formatNumber } from '@/lib/money';
import { cashDifference, shiftEnd, takings } from './format';
import { jalaliDateTime, tehranTime } from '@/lib/jalali';
import { useAppDispatch } from '@/store';
import { askConfirm } from '@/store/slices/confirmBus';
import { useCurrentShiftQuery, useFinishShiftMutation, useShiftsQuery, useStartShiftMutation } from '@/store/api/shift';
import ShiftReportView from './ShiftReportView';
import styles from './Shift.module.css';
import page from '@/components/panel/staff/Staff.module.css';

const PAGE_SIZE = 10;

/** The branch's shift: start it (with a note), its report so far, close it with the counted cash and a note (confirmed) and see the closing report; past shifts below. */
export default function ShiftPanel({ providerId }: { providerId: string }) {
  const dispatch = useAppDispatch();
  const current = useCurrentShiftQuery(providerId, { pollingInterval: 30_000, refetchOnMountOrArgChange: true });
  const [start, starting] = useStartShiftMutation();
  const [finish, finishing] = useFinishShiftMutation();
  const [note, setNote] = useState('');
  const [cash, setCash] = useState('');
  const [closingNote, setClosingNote] = useState('');
  const [error, setError] = useState('');
  const [closed, setClosed] = useState<ShiftView | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [viewing, setViewing] = useState<ShiftView | null>(null);
  const history = useShiftsQuery({ providerId, page: pageNo }, { refetchOnMountOrArgChange: true });

  const onStart = async () => {
    setError('');
    try {
      await start({ providerId, note }).unwrap();
      setNote('');
      setClosed(null);
    } catch (err) {
      setError(describeError(err).message);
    }
  };
  const onFinish = async (expectedCash: number) => {
    setError('');
    const countedCash = cash === '' ? null : Number(cash);
    if (countedCash !== null && !Number.isSafeInteger(countedCash)) {
      setError('مبلغ نقد شمارش‌شده باید عددی صحیح و نامنفی به تومان باشد.');
      return;
    }
    const message =
      countedCash === null
        ? 'شیفت بدون ثبت نقد شمارش‌شده بسته شود؟ گزارش آن ثبت می‌شود.'
        : `شیفت بسته شود؟ نقد شمارش‌شده ${takings(countedCash)}، نقد مورد انتظار ${takings(expectedCash)} (${cashDifference(countedCash, expectedCash)}).`;
    const ok = await askConfirm(dispatch, { title: 'بستن شیفت', message, confirmText: 'بستن شیفت', danger: true });
    if (!ok) return;
    try {
      const r = await finish({ providerId, countedCash, note: closingNote }).unwrap();
      setCash('');
      setClosingNote('');
      setClosed(r.shift);
    } catch (err) {
      setError(describeError(err).message);
    }
  };

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
      {error && (
        <p className="field-error" role="alert" data-testid="shift-error">
          {error}
        </p>
      )}
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
              <form
                className={styles.closeForm}
                aria-label="بستن شیفت"
                onSubmit={(e) => {
                  e.preventDefault();
                  void onFinish(data.shift!.report.expectedCash);
                }}
              >
                <div>
                  <label className="label" htmlFor="shift-cash">
                    نقد شمارش‌شده در صندوق (تومان، اختیاری)
                  </label>
                  <input
                    id="shift-cash"
                    className="input"
                    inputMode="numeric"
                    dir="ltr"
                    autoComplete="off"
                    maxLength={14}
                    value={cash ? formatNumber(Number(cash)) : ''}
                    onChange={(e) =>
                      setCash(
                        toLatinDigits(e.target.value)
                          .replace(/[^\d]/g, '')
                          .replace(/^0+(?=\d)/, ''),
                      )
                    }
                    data-testid="shift-cash-input"
                  />
                </div>
                <div>
                  <label className="label" htmlFor="shift-closing-note">
                    یادداشت پایان شیفت (اختیاری)
                  </label>
                  <input
                    id="shift-closing-note"
                    className="input"
                    maxLength={200}
                    value={closingNote}
                    onChange={(e) => setClosingNote(e.target.value)}
                  />
                </div>
                <button
                  type="submit"
                  className="btn btn-danger"
                  disabled={finishing.isLoading}
                  data-testid="finish-shift"
                >
                  بستن شیفت
                </button>
              </form>
            </section>
          ) : (
            <section className={`card ${page.card}`} aria-labelledby="start-title">
              <h2 id="start-title" className={page.subheading}>
                شیفتی باز نیست
              </h2>
              <div className={styles.startRow}>
                <div>
                  <label className="label" htmlFor="shift-note">
                    یادداشت شروع شیفت (اختیاری)
                  </label>
                  <input
                    id="shift-note"
                    className="input"
                    maxLength={200}
                    value={note}
                    onChange={(e) => setNote(e.target.value)}
                  />
                </div>
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={onStart}
                  disabled={starting.isLoading}
                  data-testid="start-shift"
                >
                  شروع شیفت
                </button>
              </div>
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
