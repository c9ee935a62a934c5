import { DayPicker } from '@daypicker/persian';
import rdp from '@daypicker/react/style.module.css';
import type { Matcher } from '@daypicker/react';
import { dayButtonLabel, isoOfLocal, localDate } from './day';
import styles from './DateInput.module.css';

/*
 * Why react-day-picker (its Persian add-on) and not react-multi-date-picker: DayPicker's month is an
 * ARIA grid whose days are buttons moved between with the arrow keys (RTL-aware), PageUp/PageDown and
 * Home/End, and it is announced by screen readers; react-multi-date-picker's days are plain divs that
 * the keyboard cannot reach. The add-on brings the Jalali calendar (date-fns-jalali), the fa-IR labels,
 * Saturday as the first day of the week, Persian digits and right-to-left layout by default.
 *
 * This file is only loaded through next/dynamic when a calendar is opened (see CalendarPopover), so the
 * library never reaches a page's first-load JavaScript.
 */

export type CalendarProps = { min?: string; max?: string } & (
  | { mode: 'single'; selected: string; onSelect: (iso: string) => void }
  | { mode: 'range'; selected: { from: string; to: string }; onSelect: (range: { from: string; to: string }) => void }
);

export default function JalaliCalendar(props: CalendarProps) {
  const disabled: Matcher[] = [];
  const min = props.min ? localDate(props.min) : undefined;
  const max = props.max ? localDate(props.max) : undefined;
  if (min) disabled.push({ before: min });
  if (max) disabled.push({ after: max });
  const labels = { labelDayButton: dayButtonLabel, labelGridcell: dayButtonLabel };
  const common = {
    classNames: { ...rdp, root: `${rdp.root} ${styles.calendar}` },
    labels,
    disabled,
    autoFocus: true,
    weekStartsOn: 6 as const,
    startMonth: min,
    endMonth: max,
  };

  if (props.mode === 'single') {
    const selected = localDate(props.selected);
    return (
      <DayPicker
        {...common}
        mode="single"
        selected={selected}
        defaultMonth={selected ?? max}
        onSelect={(d) => d && props.onSelect(isoOfLocal(d))}
      />
    );
  }
  const from = localDate(props.selected.from);
  const to = localDate(props.selected.to);
  return (
    <DayPicker
      {...common}
      mode="range"
      selected={from ? { from, to } : undefined}
      defaultMonth={from ?? max}
      onSelect={(r) => props.onSelect({ from: r?.from ? isoOfLocal(r.from) : '', to: r?.to ? isoOfLocal(r.to) : '' })}
    />
  );
}
