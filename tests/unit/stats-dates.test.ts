import { describe, expect, it } from 'vitest';
import { isoDaysBetween, jalaliMonthDays, jalaliMonthOf, lastDays, tehranRange } from '@/lib/stats-dates';
import { axisNumber, fullNumber } from '@/components/charts/format';
import { ZProviderMonth, statRangeQueries } from '@/lib/contracts/stats';

describe('Jalali months for the stats', () => {
  it("lists a month's Tehran days: 31 in the first half, 30 in Mehr, Esfand by leap year", () => {
    const farvardin = jalaliMonthDays(1405, 1);
    expect(farvardin).toHaveLength(31);
    expect(farvardin[0]).toBe('2026-03-21');
    expect(jalaliMonthDays(1405, 7)).toHaveLength(30);
    expect(jalaliMonthDays(1403, 12)).toHaveLength(30);
    expect(jalaliMonthDays(1404, 12)).toHaveLength(29);
    expect(jalaliMonthDays(1405, 13)).toEqual([]);
  });

  it('puts an instant in its Tehran month: 20:29 UTC on the last day of Aban is still Aban, 20:30 is Azar', () => {
    expect(jalaliMonthOf(new Date('2026-11-21T20:29:00Z'))).toEqual({ year: 1405, month: 8 });
    expect(jalaliMonthOf(new Date('2026-11-21T20:30:00Z'))).toEqual({ year: 1405, month: 9 });
  });

  it('turns a range of days into instants, ends included', () => {
    const { start, end } = tehranRange('2026-11-22', '2026-11-23');
    expect(start.toISOString()).toBe('2026-11-21T20:30:00.000Z');
    expect(end.toISOString()).toBe('2026-11-23T20:30:00.000Z');
    expect(isoDaysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(lastDays(30, new Date('2026-11-25T08:00:00Z'))).toEqual({ from: '2026-10-27', to: '2026-11-25' });
  });

  it('reads a month from the path in Persian digits and refuses one that does not exist', () => {
    expect(ZProviderMonth.parse({ providerId: 'abc', year: '۱۴۰۵', month: '۹' })).toEqual({
      providerId: 'abc',
      year: 1405,
      month: 9,
    });
    expect(ZProviderMonth.safeParse({ providerId: 'abc', year: '1405', month: '0' }).error?.issues[0].message).toBe(
      'ماه وارد شده معتبر نیست.',
    );
    expect(ZProviderMonth.safeParse({ providerId: 'abc', year: '99', month: '1' }).error?.issues[0].message).toBe(
      'سال وارد شده معتبر نیست.',
    );
  });

  it('defaults a range without ends to the last 30 days', () => {
    const r = statRangeQueries(() => new Date()).ZRangeQuery.parse({}) as { from: string; to: string };
    expect(isoDaysBetween(r.from, r.to)).toHaveLength(30);
  });
});

describe('chart numbers', () => {
  it('writes ticks and tooltips in Persian digits, shortening toman on the axis', () => {
    expect(axisNumber(1_300_000, true)).toBe('۱٫۳ میلیون');
    expect(axisNumber(2_000_000, true)).toBe('۲ میلیون');
    expect(axisNumber(150_000, true)).toBe('۱۵۰ هزار');
    expect(axisNumber(12)).toBe('۱۲');
    expect(axisNumber(2.5)).toBe('');
    expect(fullNumber(1_209_850, true)).toBe('۱٬۲۰۹٬۸۵۰ تومان');
  });
});
