import { toPersianDigits } from '@/lib/digits';

/** '+989121234567' as a person reads it: '۰۹۱۲۱۲۳۴۵۶۷' (the spec shows +98 as 0). */
export function phoneForDisplay(e164: string): string {
  return toPersianDigits(e164.startsWith('+98') ? `0${e164.slice(3)}` : e164);
}
