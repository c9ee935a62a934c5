import { describe, expect, it } from 'vitest';
import { parseSpaceDate } from '@/lib/contracts/space/base';
import { nextRange, hourRange } from '@/components/space/hours';
import { bookableHours } from '@/server/services/space/space-hours';
import { beforeCutoff } from '@/server/services/space/cancel-terms';

describe('space dates', () => {
  it('accepts YYYY-MM-DD and YYYY/MM/DD (Persian digits too), nothing else', () => {
    expect(parseSpaceDate('2026-11-26')).toBe('2026-11-26');
    expect(parseSpaceDate('2026/11/26')).toBe('2026-11-26');
    expect(parseSpaceDate('۲۰۲۶/۱۱/۲۶')).toBe('2026-11-26');
    for (const bad of ['2026-11/26', '2026-2-01', '26-11-2026', '2026-02-30', '2026-13-01', ''])
      expect(parseSpaceDate(bad), bad).toBeNull();
  });
});

describe('the hour range picker', () => {
  const free = new Set([8, 9, 10, 11, 13, 14]);
  it('starts at a tap, stretches to a later free hour, restarts across a taken hour', () => {
    let r = nextRange(null, 9, free);
    expect(r).toEqual({ start: 9, end: 10 });
    r = nextRange(r, 11, free);
    expect(r).toEqual({ start: 9, end: 12 });
    expect(nextRange(r, 14, free)).toEqual({ start: 14, end: 15 });
    expect(nextRange(r, 12, free)).toEqual(r);
    expect(nextRange({ start: 9, end: 10 }, 9, free)).toBeNull();
    expect(nextRange(r, 8, free)).toEqual({ start: 8, end: 9 });
  });
  it('labels hours in Persian digits', () => {
    expect(hourRange(10, 12)).toBe('۱۰:۰۰ تا ۱۲:۰۰');
  });
});

describe('bookable hours and the cancel cut-off', () => {
  it('books whole hours inside opening time', () => {
    expect(bookableHours({ openingTime: '08:00', closingTime: '22:00' })).toEqual({ openingHour: 8, closingHour: 22 });
    expect(bookableHours({ openingTime: '08:30', closingTime: '21:45' })).toEqual({ openingHour: 9, closingHour: 21 });
    expect(bookableHours({ openingTime: '18:00', closingTime: '02:00' })).toEqual({ openingHour: 18, closingHour: 24 });
  });
  it('allows cancelling up to the cut-off before the start', () => {
    const start = new Date('2026-11-26T06:30:00Z');
    expect(beforeCutoff({ startsAt: start, cutoffMinutes: 120, now: new Date('2026-11-26T04:30:00Z') })).toBe(true);
    expect(beforeCutoff({ startsAt: start, cutoffMinutes: 120, now: new Date('2026-11-26T04:31:00Z') })).toBe(false);
  });
});
