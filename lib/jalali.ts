import { toPersianDigits } from './digits';
import { lazy } from './lazy';

const TZ = 'Asia/Tehran';

// Intl's Persian calendar formats Jalali dates with no bundle cost; the output is normalised to Persian digits.
const dateFmt = lazy(() => new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arab', { timeZone: TZ, year: 'numeric', month: 'long', day: 'numeric' }));
const shortFmt = lazy(() => new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }));
const timeFmt = lazy(() => new Intl.DateTimeFormat('fa-IR', { timeZone: TZ, hour: '2-digit', minute: '2-digit', hour12: false }));
const isoDayFmt = lazy(() => new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }));

const fa = (s: string) => toPersianDigits(s.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))));

/** '۳ آذر ۱۴۰۵' */
export function jalaliDate(iso: string | Date): string {
  return fa(dateFmt().format(new Date(iso)));
}

/** '۱۴۰۵/۰۹/۰۳' */
export function jalaliShort(iso: string | Date): string {
  return fa(shortFmt().format(new Date(iso)));
}

/** '۱۴:۰۵' in Tehran time. */
export function tehranTime(iso: string | Date): string {
  return fa(timeFmt().format(new Date(iso)));
}

/** '۳ آذر ۱۴۰۵، ۱۴:۰۵' */
export function jalaliDateTime(iso: string | Date): string {
  return `${jalaliDate(iso)}، ${tehranTime(iso)}`;
}

/** The Tehran calendar day of an instant as YYYY-MM-DD (what date inputs and day-keyed records use). */
export function tehranIsoDate(iso: string | Date = new Date()): string {
  return isoDayFmt().format(new Date(iso));
}
