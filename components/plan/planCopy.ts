import type { PlanCredits } from '@/lib/contracts/plan';
import { toPersianDigits } from '@/lib/digits';

/** A plan's credits in words: «۴ ساعت اتاق جلسه در ماه», «۲ پاس روزانه در ماه», «۱ نوشیدنی در روز». */
export function creditLines(c: PlanCredits): string[] {
  return [
    c.roomHours ? `${toPersianDigits(c.roomHours)} ساعت اتاق جلسه در ماه` : null,
    c.dayPasses ? `${toPersianDigits(c.dayPasses)} پاس روزانه در ماه` : null,
    c.drinksPerDay ? `${toPersianDigits(c.drinksPerDay)} نوشیدنی در روز` : null,
  ].filter((x): x is string => Boolean(x));
}

/** Where a plan is used: «همه شعبه‌ها» or the branches' names. */
export function branchesText(p: { providerIds: string[] | null; providerNames: string[] }): string {
  return p.providerIds ? p.providerNames.join('، ') : 'همه شعبه‌ها';
}
