import type { ShiftReport } from '@/lib/contracts/staff';
import { toPersianDigits } from '@/lib/digits';
import { takings } from './format';
import { jalaliDateTime } from '@/lib/jalali';
import styles from './Shift.module.css';

/** A shift's report: orders, takings by payment method (with the total) and who was on. */
export default function ShiftReportView({ report, live }: { report: ShiftReport; live?: boolean }) {
  return (
    <div className={styles.report} data-testid="shift-report">
      <p className={styles.muted}>
        از {jalaliDateTime(report.from)} تا {live ? 'اکنون' : jalaliDateTime(report.to)}
      </p>
      <dl className={styles.stats}>
        <div>
          <dt>سفارش‌ها</dt>
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
