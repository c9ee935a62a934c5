import { useId, useState, type FormEvent, type ReactNode } from 'react';
import JalaliDateRangeInput, { type DayRange } from '@/components/ui/date/JalaliDateRangeInput';
import { isoDaysBetween } from '@/lib/stats-dates';
import { tehranIsoDate } from '@/lib/jalali';
import { STATS_MAX_DAYS } from '@/lib/contracts/stats';
import styles from './Stats.module.css';

interface Props {
  value: DayRange;
  onSubmit: (range: DayRange) => void;
  /** More filters beside the dates (e.g. the branch of the financial report). */
  children?: ReactNode;
  busy?: boolean;
}

const INVALID = 'تاریخ وارد شده معتبر نیست.';

/** The date range of a stats screen (Jalali, typed or picked); applied with «نمایش». */
export default function RangeForm({ value, onSubmit, children, busy }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<DayRange>(value);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const valid = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: { from?: string; to?: string } = {};
    if (!draft.from) next.from = 'تاریخ شروع را وارد کنید.';
    else if (!valid(draft.from)) next.from = INVALID;
    if (!draft.to) next.to = 'تاریخ پایان را وارد کنید.';
    else if (!valid(draft.to)) next.to = INVALID;
    if (!next.from && !next.to) {
      if (draft.from > draft.to) next.to = 'تاریخ پایان باید بعد از تاریخ شروع باشد.';
      else if (isoDaysBetween(draft.from, draft.to).length > STATS_MAX_DAYS) next.to = 'بازه گزارش حداکثر یک سال است.';
    }
    setErrors(next);
    if (!next.from && !next.to) onSubmit(draft);
  };

  return (
    <form className={`card ${styles.filters}`} onSubmit={submit} noValidate aria-label="بازه گزارش">
      <div className={styles.grow}>
        <JalaliDateRangeInput
          value={draft}
          onChange={setDraft}
          max={tehranIsoDate()}
          from={{ id: `${id}-from`, label: 'از تاریخ', error: errors.from }}
          to={{ id: `${id}-to`, label: 'تا تاریخ', error: errors.to }}
        />
      </div>
      {children}
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="stats-apply">
        نمایش
      </button>
    </form>
  );
}
