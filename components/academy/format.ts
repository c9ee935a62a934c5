import { jalaliDate, tehranIsoDate, tehranTime } from '@/lib/jalali';

/** «۵ آذر ۱۴۰۵، ساعت ۱۸:۰۰ تا ۲۰:۰۰» (Tehran time); an event over several days names both days. */
export function eventWhen(startAt: string, endAt: string): string {
  if (tehranIsoDate(startAt) === tehranIsoDate(endAt)) {
    return `${jalaliDate(startAt)}، ساعت ${tehranTime(startAt)} تا ${tehranTime(endAt)}`;
  }
  return `${jalaliDate(startAt)}، ${tehranTime(startAt)} تا ${jalaliDate(endAt)}، ${tehranTime(endAt)}`;
}
