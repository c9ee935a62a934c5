import type { ShiftReport, ShiftView } from '@/lib/contracts/shift';
import { toPersianDigits } from '@/lib/digits';
import { cashDifference, shiftEnd, takings } from './format';
import { jalaliDateTime } from '@/lib/jalali';
import styles from './Shift.module.css';

/**
 * A shift's report: orders whose money was received, takings by payment method (with the total,
 * server/services/stats/received.ts) and who was on; for a closed shift, the cash counted at closing
 * against the cash expected, and the closing note.
 */
export default function ShiftReportView({
  report,
  live,
  closing,
}: {
  report: ShiftReport;
  live?: boolean;
  closing?: Pick<ShiftView, 'countedCash' | 'closingNote'>;
}) {
  return (
    <div className={styles.report} data-testid="shift-report">
      <p className={styles.muted}>
        از {jalaliDateTime(report.from)} تا {live ? 'اکنون' : shiftEnd(report.from, report.to)}
      </p>
      <dl className={styles.stats}>
        <div>
          <dt>سفارش‌های پرداخت‌شده</dt>
          <dd data-testid="report-orders">{toPersianDigits(report.orders)}</dd>
        </div>
        <div>
          <dt>ثبت حضوری</dt>
          <dd>{toPersianDigits(report.counterOrders)}</dd>
        </div>
        <div>
          <dt>لغوشده</dt>
          <dd>{toPersianDigits(report.canceled)}</dd>
        </div>
        <div>
          <dt>جمع دریافتی</dt>
          <dd data-testid="report-total">{takings(report.total)}</dd>
        </div>
      </dl>
      <table className={styles.table}>
        <caption className={styles.caption}>دریافتی به تفکیک روش پرداخت</caption>
        <thead>
          <tr>
            <th scope="col">روش پرداخت</th>
            <th scope="col">تعداد</th>
            <th scope="col">مبلغ</th>
          </tr>
        </thead>
        <tbody>
          {report.takings.length === 0 ? (
            <tr>
              <td colSpan={3} className={styles.muted}>
                هنوز دریافتی ثبت نشده است.
              </td>
            </tr>
          ) : (
            report.takings.map((t) => (
              <tr key={t.key} data-testid="takings-row" data-key={t.key}>
                <th scope="row">{t.title}</th>
                <td>{toPersianDigits(t.count)}</td>
                <td>{takings(t.amount)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <p className={styles.muted}>
        دریافتی یعنی پولی که گرفته شده است: پرداخت آنلاین یا از کیف پول، و پرداخت در محل وقتی روش پرداخت آن ثبت شود.
        رزرو پرداخت در محل تا ثبت پرداخت حساب نمی‌شود.
      </p>
      <dl className={styles.cash} data-testid="shift-cash">
        <div>
          <dt>نقد مورد انتظار در صندوق</dt>
          <dd data-testid="expected-cash">{takings(report.expectedCash)}</dd>
        </div>
        {closing && (
          <>
            <div>
              <dt>نقد شمارش‌شده</dt>
              <dd data-testid="counted-cash">
                {closing.countedCash === null ? 'ثبت نشده' : takings(closing.countedCash)}
              </dd>
            </div>
            {closing.countedCash !== null && (
              <div>
                <dt>اختلاف</dt>
                <dd data-testid="cash-difference">{cashDifference(closing.countedCash, report.expectedCash)}</dd>
              </div>
            )}
          </>
        )}
      </dl>
      {closing?.closingNote && (
        <p className={styles.muted} data-testid="closing-note">
          یادداشت پایان شیفت: {closing.closingNote}
        </p>
      )}
      <div>
        <h3 className={styles.h3}>کارکنان این شیفت</h3>
        {report.staff.length ? (
          <ul className={styles.people}>
            {report.staff.map((p) => (
              <li key={p._id}>{p.name}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>—</p>
        )}
      </div>
    </div>
  );
}
