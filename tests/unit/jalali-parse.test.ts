import { describe, expect, it } from 'vitest';
import { isoDayToJalali, jalaliShort, jalaliToIsoDay, parseJalaliDay, tehranDayStart } from '@/lib/jalali';

describe('typed Jalali dates to Gregorian days', () => {
  it('inverts jalaliShort on every day from 2020 to 2045', () => {
    const wrong: string[] = [];
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2046, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      const shown = jalaliShort(tehranDayStart(iso)!);
      if (parseJalaliDay(shown) !== iso || isoDayToJalali(iso) !== shown) wrong.push(`${iso} ${shown}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('reads Persian or Latin digits with / - or . and refuses days that do not exist', () => {
    expect(parseJalaliDay('۱۴۰۵/۹/۳')).toBe('2026-11-24');
    expect(parseJalaliDay(' 1405-09-03 ')).toBe('2026-11-24');
    expect(parseJalaliDay('1404.01.01')).toBe('2025-03-21');
    expect(parseJalaliDay('1403/12/30')).toBe('2025-03-20'); // 1403 is a leap year
    expect(parseJalaliDay('1404/12/30')).toBeNull();
    expect(parseJalaliDay('1405/07/31')).toBeNull();
    expect(parseJalaliDay('1405/13/01')).toBeNull();
    expect(parseJalaliDay('1405/9')).toBeNull();
    expect(parseJalaliDay('')).toBeNull();
    expect(jalaliToIsoDay(1405, 0, 1)).toBeNull();
    expect(isoDayToJalali('2026-02-31')).toBe('');
  });
});
