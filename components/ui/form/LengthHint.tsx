import { useFormContext, useWatch } from 'react-hook-form';
import { toPersianDigits } from '@/lib/digits';
import styles from './Form.module.css';

/** The counter under a text field with a length limit: «۱۲ از ۸۰ حرف», or at the limit, that no more is taken. */
export function lengthText(length: number, max: number): string {
  return length >= max
    ? `به سقف ${toPersianDigits(max)} حرف رسیده‌اید؛ بیشتر از این نوشته نمی‌شود.`
    : `${toPersianDigits(length)} از ${toPersianDigits(max)} حرف`;
}

/**
 * Shows the limit of a field whose input has `maxLength` (D23): a pasted name longer than the limit
 * is cut by the browser, so the person is told, not left to find a shorter name later. Use inside a
 * form of react-hook-form, as the `hint` of a Field, with the control's id for ARIA.
 */
export default function LengthHint({ name, max, id }: { name: string; max: number; id?: string }) {
  const { control } = useFormContext();
  const value = useWatch({ control, name }) as unknown;
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <span id={id} className={length >= max ? styles.limit : undefined} aria-live="polite" data-testid="length-hint">
      {lengthText(length, max)}
    </span>
  );
}
