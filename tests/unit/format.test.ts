import { describe, expect, it } from 'vitest';
import { normalizePersian, toLatinDigits, toPersianDigits } from '@/lib/digits';
import { effectiveUnitPrice, formatNumber, formatToman, percentOf } from '@/lib/money';
import { maskPhone, toE164, toLocalIranian } from '@/lib/phone';
import { jalaliDate, jalaliShort, tehranTime } from '@/lib/jalali';
import { parsePaging } from '@/lib/contracts/common';

describe('digits', () => {
  it('turns Persian and Arabic-Indic digits into Latin and back', () => {
    expect(toLatinDigits('۰۹۱۲-٣٤٥')).toBe('0912-345');
    expect(toPersianDigits(1405)).toBe('۱۴۰۵');
    expect(normalizePersian('كيك  ۱۲')).toBe('کیک 12');
  });
});

describe('money', () => {
  it('shows toman with thousand separators in Persian digits, and 0 as free', () => {
    expect(formatNumber(1250000)).toBe('۱٬۲۵۰٬۰۰۰');
    expect(formatToman(98000)).toBe('۹۸٬۰۰۰ تومان');
    expect(formatToman(0)).toBe('رایگان');
  });
  it('subtracts the reduction and rounds discounts down', () => {
    expect(effectiveUnitPrice(92000, 10000)).toBe(82000);
    expect(effectiveUnitPrice(1000, 5000)).toBe(0);
    expect(percentOf(98000, 5)).toBe(4900);
    expect(percentOf(999, 5)).toBe(49);
  });
});

describe('phone', () => {
  it('accepts 09…, 9…, +98…, 0098… and Persian digits as E.164', () => {
    for (const raw of ['09121234567', '9121234567', '+989121234567', '00989121234567', '۰۹۱۲ ۱۲۳ ۴۵۶۷']) {
      expect(toE164(raw)).toBe('+989121234567');
    }
    expect(toE164('12345')).toBeNull();
    expect(toE164('02122223344')).toBeNull();
    expect(toLocalIranian('+989121234567')).toBe('09121234567');
    expect(maskPhone('+989121234567')).toBe('0912***4567');
  });
});

describe('jalali', () => {
  it('formats dates in the Persian calendar, Tehran time, Persian digits', () => {
    const d = '2026-11-22T10:30:00Z';
    expect(jalaliShort(d)).toBe('۱۴۰۵/۰۹/۰۱');
    expect(jalaliDate(d)).toContain('آذر');
    expect(tehranTime(d)).toBe('۱۴:۰۰');
  });
});

describe('paging segment', () => {
  it('parses {page}-{size} and caps the size', () => {
    expect(parsePaging('2-20', 50)).toEqual({ page: 2, size: 20 });
    expect(parsePaging('1-500', 50)).toEqual({ page: 1, size: 50 });
    expect(parsePaging('0-20', 50)).toBeNull();
    expect(parsePaging('abc', 50)).toBeNull();
  });
});
