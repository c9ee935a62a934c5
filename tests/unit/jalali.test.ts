import { describe, expect, it } from 'vitest';
import { jalaliDate, jalaliDateTime, jalaliShort, tehranDayStart, tehranIsoDate, tehranTime } from '@/lib/jalali';

// What the code did before it worked dates out by hand: Intl with ICU's Persian calendar and Tehran's zone.
const TZ = 'Asia/Tehran';
const intlDate = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arab', {
  timeZone: TZ,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const intlShort = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const intlTime = new Intl.DateTimeFormat('fa-IR', { timeZone: TZ, hour: '2-digit', minute: '2-digit', hour12: false });
const intlIsoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const persianDigits = (s: string) => s.replace(/[٠-٩]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'['٠١٢٣٤٥٦٧٨٩'.indexOf(d)]);

describe('jalali dates without Intl', () => {
  it('agrees with Intl on every day from 2023 to 2040, at both ends of the Tehran day', () => {
    const mismatches: string[] = [];
    // 2023-01-01T00:00 Tehran is 2022-12-31T20:30Z; step a day at a time, checking 00:01 and 23:59 Tehran.
    for (let t = Date.UTC(2022, 11, 31, 20, 31); t < Date.UTC(2041, 0, 1); t += 86_400_000) {
      for (const at of [new Date(t), new Date(t + 86_400_000 - 120_000)]) {
        const want = {
          date: persianDigits(intlDate.format(at)),
          short: intlShort.format(at),
          time: intlTime.format(at),
          day: intlIsoDay.format(at),
        };
        const got = { date: jalaliDate(at), short: jalaliShort(at), time: tehranTime(at), day: tehranIsoDate(at) };
        if (JSON.stringify(got) !== JSON.stringify(want))
          mismatches.push(`${at.toISOString()}: ${JSON.stringify(got)} != ${JSON.stringify(want)}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('turns at Tehran midnight, not UTC midnight, and covers Nowruz and the leap day', () => {
    expect(jalaliShort('2026-11-21T20:29:00Z')).toBe('۱۴۰۵/۰۸/۳۰');
    expect(jalaliShort('2026-11-21T20:30:00Z')).toBe('۱۴۰۵/۰۹/۰۱');
    expect(jalaliDateTime('2026-11-22T10:30:00Z')).toBe('۱ آذر ۱۴۰۵، ۱۴:۰۰');
    expect(jalaliDate('2025-03-20T20:30:00Z')).toBe('۱ فروردین ۱۴۰۴');
    // 1403 is a leap year: Esfand has 30 days.
    expect(jalaliShort('2025-03-20T12:00:00Z')).toBe('۱۴۰۳/۱۲/۳۰');
    expect(tehranIsoDate('2026-11-22T21:00:00Z')).toBe('2026-11-23');
    expect(() => jalaliDate('not a date')).toThrow(RangeError);
    // And back: the instant a Tehran day begins, only for real days.
    expect(tehranDayStart('2026-11-22')?.toISOString()).toBe('2026-11-21T20:30:00.000Z');
    expect(tehranDayStart('2026-02-31')).toBeNull();
    expect(tehranDayStart('2026-11-22T00:00')).toBeNull();
  });
});
