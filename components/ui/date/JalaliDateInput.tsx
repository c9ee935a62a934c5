import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import CalendarPopover from './CalendarPopover';
import { useDayText } from './useDayText';
import styles from './DateInput.module.css';

export interface JalaliDateInputProps {
  id?: string;
  name?: string;
  /** The Gregorian day YYYY-MM-DD (what the API takes), or ''. */
  value: string;
  /** Gets YYYY-MM-DD, '' when cleared, or INVALID_DAY while the text names no day (or one outside min/max). */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Earliest and latest days that can be chosen, YYYY-MM-DD. */
  min?: string;
  max?: string;
  disabled?: boolean;
  required?: boolean;
  /** The calendar button's name; defaults to 'انتخاب تاریخ از تقویم'. */
  calendarLabel?: string;
  inputRef?: Ref<HTMLInputElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * A date typed or picked on the Jalali calendar ('۱۴۰۵/۰۹/۰۳', Persian or Latin digits), with the
 * Gregorian YYYY-MM-DD in and out so callers and the API stay Gregorian. Arrow up/down step a day;
 * Alt+ArrowDown or the button opens the calendar, which is loaded on first open.
 */
export default function JalaliDateInput({
  value,
  onChange,
  onBlur,
  min,
  max,
  calendarLabel = 'انتخاب تاریخ از تقویم',
  inputRef,
  ...input
}: JalaliDateInputProps) {
  const [open, setOpen] = useState(false);
  const own = useRef<HTMLInputElement | null>(null);
  const text = useDayText({ value, onChange, min, max, onOpenCalendar: () => setOpen(true) });
  // The caller's ref (react-hook-form focuses it on an error) gets this input.
  useImperativeHandle(inputRef, () => own.current as HTMLInputElement, []);
  return (
    <div className={styles.wrap}>
      <input {...input} ref={own} {...text.inputProps(onBlur)} />
      <CalendarPopover
        open={open}
        onOpenChange={setOpen}
        label={calendarLabel}
        returnFocus={() => own.current?.focus()}
        calendar={{
          mode: 'single',
          selected: value,
          min,
          max,
          onSelect: (iso) => {
            onChange(iso);
            setOpen(false);
            own.current?.focus();
          },
        }}
      />
    </div>
  );
}
