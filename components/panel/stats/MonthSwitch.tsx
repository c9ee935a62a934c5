import { jalaliMonthOf } from '@/lib/stats-dates';
import { monthName } from './labels';
import styles from './Stats.module.css';

export interface JalaliMonth {
  year: number;
  month: number;
}

export function shiftMonth({ year, month }: JalaliMonth, by: number): JalaliMonth {
  const i = year * 12 + (month - 1) + by;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
}

/** Previous / next Jalali month around the month shown; no month after the current one. */
export default function MonthSwitch({ value, onChange }: { value: JalaliMonth; onChange: (m: JalaliMonth) => void }) {
  const now = jalaliMonthOf(new Date());
  const atNow = value.year === now.year && value.month === now.month;
  return (
    <div className={styles.month} role="group" aria-label="ماه">
      <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange(shiftMonth(value, -1))}>
        ماه قبل
      </button>
      <span className={styles.monthName} aria-live="polite" data-testid="stats-month">
        {monthName(value.year, value.month)}
      </span>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => onChange(shiftMonth(value, 1))}
        disabled={atNow}
      >
        ماه بعد
      </button>
    </div>
  );
}
