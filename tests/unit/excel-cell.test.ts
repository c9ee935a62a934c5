import { describe, expect, it } from 'vitest';
import { safeCell, safeRow, unescapeCell } from '@/server/services/files/excel-cell';
import { jalaliFileDate } from '@/lib/jalali';

describe('exported cells', () => {
  it('turns text that starts like a formula into text, and leaves everything else alone', () => {
    for (const v of ['=1+1', '+98912', '-5', '@SUM(A1)', '\t=cmd', '\r=cmd', '＝HYPERLINK("x")'])
      expect(safeCell(v)).toBe(`'${v}`);
    for (const v of ['علی', 'a=b', ' =x', '', '09120000000']) expect(safeCell(v)).toBe(v);
    expect(safeCell(-5000)).toBe(-5000);
    expect(safeCell(null)).toBeNull();
    expect(safeRow({ name: '=x', wallet: -1 })).toEqual({ name: "'=x", wallet: -1 });
  });

  it('reads its own escaping back, and only that', () => {
    expect(unescapeCell("'=x")).toBe('=x');
    expect(unescapeCell("'hello")).toBe("'hello");
    expect(unescapeCell("'")).toBe("'");
  });
});

describe('download file names', () => {
  it('use the Tehran day in the Jalali calendar with Latin digits', () => {
    expect(jalaliFileDate(new Date('2026-11-25T12:00:00Z'))).toBe('1405-09-04');
    expect(jalaliFileDate(new Date('2026-11-25T20:29:00Z'))).toBe('1405-09-04');
    expect(jalaliFileDate(new Date('2026-11-25T20:31:00Z'))).toBe('1405-09-05');
  });
});
