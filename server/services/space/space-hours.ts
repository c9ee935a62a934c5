import { tehranDayStart } from '@/lib/jalali';

function minutesOf(hhmm: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
}

/**
 * The whole Tehran hours a branch's resources can be booked in: from the first full hour after
 * opening to the last full hour before closing. A closing time at or before the opening time (open
 * past midnight, or around the clock) books up to midnight.
 */
export function bookableHours(provider: { openingTime: string; closingTime: string }): {
  openingHour: number;
  closingHour: number;
} {
  const open = minutesOf(provider.openingTime);
  const close = minutesOf(provider.closingTime);
  const openingHour = Math.ceil(open / 60);
  const closingHour = close <= open ? 24 : Math.floor(close / 60);
  return { openingHour, closingHour };
}

/** An hourly room's own hours inside the branch's bookable hours (its own are null: the branch's). */
export function itemHours({
  item,
  branch,
}: {
  item: { openingHour: number | null; closingHour: number | null };
  branch: { openingHour: number; closingHour: number };
}): { openingHour: number; closingHour: number } {
  const openingHour = Math.max(branch.openingHour, item.openingHour ?? branch.openingHour);
  const closingHour = Math.min(branch.closingHour, item.closingHour ?? branch.closingHour);
  return closingHour > openingHour ? { openingHour, closingHour } : { openingHour, closingHour: openingHour };
}

/** The instant hour `hour` of a Tehran day begins. */
export function hourStart({ day, hour }: { day: string; hour: number }): Date {
  return new Date(tehranDayStart(day)!.getTime() + hour * 3_600_000);
}
