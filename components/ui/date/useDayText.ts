import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { tehranIsoDate } from '@/lib/jalali';
import { addDays, dayOfText, INVALID_DAY, textOfDay } from './day';

/**
 * The text of a Jalali date field kept in step with its ISO value: typing reports the day it names
 * (or INVALID_DAY); a value set from outside (the calendar) rewrites the text. ArrowUp/ArrowDown step
 * a day forward/back, Alt+ArrowDown opens the calendar.
 */
export function useDayText({
  value,
  onChange,
  min,
  max,
  onOpenCalendar,
}: {
  value: string;
  onChange: (iso: string) => void;
  min?: string;
  max?: string;
  onOpenCalendar: () => void;
}) {
  const [text, setText] = useState(() => textOfDay(value));
  const [shownFor, setShownFor] = useState(value);
  // A value that is not what the text already says came from outside: show it (React's "adjust state on prop change").
  if (value !== shownFor) {
    setShownFor(value);
    if (value !== INVALID_DAY && dayOfText(text, min, max) !== value) setText(textOfDay(value));
  }

  const report = (next: string) => {
    setShownFor(next);
    onChange(next);
  };

  const tidy = () => {
    const day = dayOfText(text, min, max);
    if (day && day !== INVALID_DAY) setText(textOfDay(day));
  };

  /** Everything the text input takes; `onBlur` is the caller's (react-hook-form's touched). */
  const inputProps = (onBlur?: () => void) => ({
    className: 'input ltr',
    dir: 'ltr' as const,
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    placeholder: '۱۴۰۵/۰۱/۳۱',
    value: text,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setText(e.target.value);
      report(dayOfText(e.target.value, min, max));
    },
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key === 'ArrowDown' && e.altKey) {
        e.preventDefault();
        onOpenCalendar();
        return;
      }
      if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
      e.preventDefault();
      const current = dayOfText(text, min, max);
      let next = current && current !== INVALID_DAY ? addDays(current, e.key === 'ArrowUp' ? 1 : -1) : tehranIsoDate();
      if (min && next < min) next = min;
      if (max && next > max) next = max;
      setText(textOfDay(next));
      report(next);
    },
    // Leaving the field tidies a valid date into its usual spelling ('۱۴۰۵/۰۹/۰۳').
    onBlur: () => {
      tidy();
      onBlur?.();
    },
  });
  return { inputProps };
}
