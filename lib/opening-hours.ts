/**
 * A branch's opening hours, the one rule the menu screens (open/closed badge) and the server (orders
 * refused outside the hours) share. Times are 'HH:MM' on the Tehran wall clock.
 */
import { toPersianDigits } from './digits';
import { TEHRAN_OFFSET_MINUTES } from './tehran-offset';

function minutesOf(hhmm: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) return null;
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Minutes since midnight on the Tehran wall clock. */
export function tehranMinutes(now: Date = new Date()): number {
  const utc = now.getUTCHours() * 60 + now.getUTCMinutes();
  return (utc + TEHRAN_OFFSET_MINUTES) % (24 * 60);
}

/**
 * Whether a branch is open at `now` (Tehran time): from the opening minute up to, not including, the
 * closing minute. A closing time before the opening time means the branch closes after midnight;
 * equal times mean open around the clock. Null when a time is not 'HH:MM' (hours not known).
 */
export function isOpenAt(openingTime: string, closingTime: string, now: Date = new Date()): boolean | null {
  const open = minutesOf(openingTime);
  const close = minutesOf(closingTime);
  if (open === null || close === null) return null;
  if (open === close) return true;
  const t = tehranMinutes(now);
  return open < close ? t >= open && t < close : t >= open || t < close;
}

/** '۰۸:۰۰ تا ۲۲:۰۰' */
export function hoursText(openingTime: string, closingTime: string): string {
  return `${toPersianDigits(openingTime)} تا ${toPersianDigits(closingTime)}`;
}

/**
 * Why a branch takes no order at `now`, in Persian, or null when it is open (or its hours are not
 * known): the cart and checkout say it before payment selection (issue 21 D12), with the menu's rule.
 */
export function closedReason(
  provider: { name: string; openingTime: string; closingTime: string },
  now: Date = new Date(),
): string | null {
  if (isOpenAt(provider.openingTime, provider.closingTime, now) !== false) return null;
  return `${provider.name} اکنون بسته است؛ ساعت کاری ${hoursText(provider.openingTime, provider.closingTime)}. سفارش را در ساعت کاری ثبت کنید.`;
}
