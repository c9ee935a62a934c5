import { describe, expect, it } from 'vitest';
import { truncateTitle } from '@/components/layout/HeaderTitle';

describe('header title (spec: 16 characters on phones, 31 otherwise; issue 16: never cut mid-word)', () => {
  it('keeps a title that fits', () => {
    expect(truncateTitle('پیگیری سفارش', 16)).toBe('پیگیری سفارش');
  });
  it('cuts at the last whole word within the limit', () => {
    expect(truncateTitle('کافه همکار میرداماد', 16)).toBe('کافه همکار…');
    expect(truncateTitle('اتاق جلسه ۶ نفره (ساعتی)', 16)).toBe('اتاق جلسه ۶ نفره…');
  });
  it('keeps a word that ends exactly at the limit', () => {
    expect(truncateTitle('abcd efgh ijklmn opq', 16)).toBe('abcd efgh ijklmn…');
  });
  it('cuts inside only a single word longer than the limit', () => {
    expect(truncateTitle('آبمیوه‌فروشی‌های‌بزرگ‌تهران', 16)).toBe(
      `${[...'آبمیوه‌فروشی‌های‌بزرگ‌تهران'].slice(0, 16).join('')}…`,
    );
  });
});
