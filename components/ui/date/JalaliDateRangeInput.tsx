import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { FieldShell } from '@/components/ui/form/FieldShell';
import CalendarPopover from './CalendarPopover';
import { useDayText } from './useDayText';
import styles from './DateInput.module.css';

export interface DayRange {
  /** YYYY-MM-DD, '' or INVALID_DAY (see JalaliDateInput). */
  from: string;
  to: string;
}

interface End {
  id: string;
  label: string;
  /** The Persian error under this end. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

interface Props {
  value: DayRange;
  onChange: (value: DayRange) => void;
  from: End;
  to: End;
  min?: string;
  max?: string;
  hint?: string;
}

/** This end's input, also handed to the caller's ref (react-hook-form focuses it on an error). */
function useEndRef(inputRef: Ref<HTMLInputElement> | undefined) {
  const own = useRef<HTMLInputElement | null>(null);
  useImperativeHandle(inputRef, () => own.current as HTMLInputElement, []);
  return own;
}

/**
 * Two Jalali dates, a start and an end, each typed or both picked on one calendar (first click the
 * start, then the end). Gregorian YYYY-MM-DD in and out, like JalaliDateInput.
 */
export default function JalaliDateRangeInput({ value, onChange, from, to, min, max, hint }: Props) {
  const [open, setOpen] = useState(false);
  const fromRef = useEndRef(from.inputRef);
  const toRef = useEndRef(to.inputRef);
  const openCalendar = () => setOpen(true);
  const fromText = useDayText({
    value: value.from,
    onChange: (f) => onChange({ ...value, from: f }),
    min,
    max,
    onOpenCalendar: openCalendar,
  });
  const toText = useDayText({
    value: value.to,
    onChange: (t) => onChange({ ...value, to: t }),
    min,
    max,
    onOpenCalendar: openCalendar,
  });
  const ends = [
    { end: from, text: fromText, ref: fromRef },
    { end: to, text: toText, ref: toRef },
  ];

  return (
    <div className={styles.rangeRow}>
      <div className={styles.range}>
        {ends.map(({ end, text, ref }) => (
          <FieldShell
            key={end.id}
            id={end.id}
            label={end.label}
            error={end.error}
            hint={end === from ? hint : undefined}
          >
            {(control) => <input {...control} ref={ref} {...text.inputProps(end.onBlur)} />}
          </FieldShell>
        ))}
      </div>
      <div className={styles.rangeButton}>
        <CalendarPopover
          open={open}
          onOpenChange={setOpen}
          label={`انتخاب ${from.label} و ${to.label} از تقویم`}
          returnFocus={() => fromRef.current?.focus()}
          calendar={{
            mode: 'range',
            selected: value,
            min,
            max,
            onSelect: (r) => {
              onChange(r);
              if (r.from && r.to && r.to !== r.from) {
                setOpen(false);
                toRef.current?.focus();
              }
            },
          }}
        />
      </div>
    </div>
  );
}
