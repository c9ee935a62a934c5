import dynamic from 'next/dynamic';
import { useEffect, useRef, type ReactNode } from 'react';
import type { CalendarProps } from './JalaliCalendar';
import styles from './DateInput.module.css';

/** The calendar library is fetched when a calendar is first opened, never with the page. */
const JalaliCalendar = dynamic(() => import('./JalaliCalendar'), {
  ssr: false,
  loading: () => <span className={styles.loading}>در حال بارگذاری تقویم…</span>,
});

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button's name for screen readers ('انتخاب تاریخ شروع از تقویم'). */
  label: string;
  calendar: CalendarProps;
  /** Where focus goes back to when the calendar closes (the text field). */
  returnFocus: () => void;
  children?: ReactNode;
}

/**
 * The calendar button and, when open, the calendar under it. Escape or a click outside closes it
 * and gives focus back to the text field; the calendar itself takes the arrow keys.
 */
export default function CalendarPopover({ open, onOpenChange, label, calendar, returnFocus }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!box.current?.contains(t) && !button.current?.contains(t)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, onOpenChange]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.open}
        aria-label={label}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => onOpenChange(!open)}
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
      </button>
      {open && (
        <div
          ref={box}
          className={styles.popover}
          role="dialog"
          aria-label={label}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              onOpenChange(false);
              returnFocus();
            }
          }}
        >
          <JalaliCalendar {...calendar} />
        </div>
      )}
    </>
  );
}
