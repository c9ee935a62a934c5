import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
// Latin digits in the boxes are drawn with Persian glyphs; the value stays Latin.
import 'vazirmatn/misc/Farsi-Digits/Vazirmatn-FD-font-face.css';
import styles from './Auth.module.css';

export const CODE_LENGTH = 5;

/** Empty boxes for a new code. */
export const emptyCode = (length = CODE_LENGTH): string[] => Array.from({ length }, () => '');

interface Props {
  value: string[];
  onChange: (digits: string[]) => void;
  /** Called once all boxes are filled by typing or pasting (the spec's auto-submit). */
  onComplete: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Focus the first box when shown (after the modal frame has placed its own focus). */
  autoFocus?: boolean;
}

const digitsOf = (text: string) => toLatinDigits(text).replace(/\D/g, '');

/**
 * One box per digit, left to right: a digit moves to the next box, Backspace in an empty box
 * clears the previous one and moves there, a pasted or autofilled code fills every box.
 */
export default function CodeInput({ value, onChange, onComplete, disabled, invalid, describedBy, autoFocus }: Props) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (!autoFocus) return;
    const frame = requestAnimationFrame(() => refs.current[0]?.focus());
    return () => cancelAnimationFrame(frame);
  }, [autoFocus]);

  const length = value.length;
  const focus = (i: number) => refs.current[Math.max(0, Math.min(length - 1, i))]?.focus();

  const fill = (start: number, digits: string) => {
    const next = [...value];
    let i = start;
    for (const d of digits) {
      if (i >= length) break;
      next[i] = d;
      i += 1;
    }
    onChange(next);
    focus(i);
    if (next.every(Boolean)) onComplete(next.join(''));
  };

  const onInput = (i: number, raw: string) => {
    const digits = digitsOf(raw);
    if (!digits) {
      const next = [...value];
      next[i] = '';
      onChange(next);
      return;
    }
    // A box already holding a digit keeps only the newly typed one; an autofilled code lands whole.
    fill(i, value[i] && digits.length === 2 ? digits.replace(value[i], '') : digits);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !value[i] && i > 0) {
      e.preventDefault();
      const next = [...value];
      next[i - 1] = '';
      onChange(next);
      focus(i - 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(i + 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(i - 1);
    }
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOf(e.clipboardData.getData('text'));
    if (!digits) return;
    e.preventDefault();
    fill(digits.length >= length ? 0 : i, digits);
  };

  return (
    <div className={styles.codeBoxes} dir="ltr" role="group" aria-label="کد تایید">
      {value.map((d, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          className={`${styles.codeBox} ${invalid ? styles.invalid : ''}`}
          data-testid="code-box"
          value={d}
          onChange={(e) => onInput(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          pattern="[0-9۰-۹]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          dir="ltr"
          disabled={disabled}
          aria-label={`رقم ${toPersianDigits(i + 1)} از ${toPersianDigits(length)}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-autofocus={i === 0 ? true : undefined}
        />
      ))}
    </div>
  );
}
