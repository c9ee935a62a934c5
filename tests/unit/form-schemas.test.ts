import { describe, expect, it } from 'vitest';
import { aboutFormSchema } from '@/lib/contracts/about-us';
import { ZProfileEditForm } from '@/lib/contracts/profile';
import { ZBundleForm } from '@/lib/contracts/bundle';
import { ZVoucherCreate } from '@/lib/contracts/voucher';
import { ZWalletCharge } from '@/lib/contracts/wallet';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('form schemas derived from the API contracts', () => {
  it('reads an empty amount as missing, not as zero', () => {
    expect(
      messages(ZVoucherCreate.safeParse({ providerId: 'p1', code: 'YALDA', type: 'percent', value: '' })).value,
    ).toBe('مقدار تخفیف را وارد کنید.');
    expect(messages(ZWalletCharge.safeParse({ price: ' ' })).price).toBe('مبلغ وارد شده معتبر نیست.');
    expect(
      ZVoucherCreate.parse({ providerId: 'p1', code: 'yalda', type: 'amount', value: '۱۵٬۰۰۰', minOrderPrice: '' }),
    ).toMatchObject({ code: 'YALDA', value: 15000, minOrderPrice: 0 });
  });

  it('turns the bundle form’s counts per item into the contract’s items', () => {
    expect(
      ZBundleForm.parse({
        providerId: 'p1',
        title: 'صبحانه',
        price: '۲۰۰۰۰۰',
        validDays: '30',
        items: { i1: '۲', i2: '', i3: '0' },
      }).items,
    ).toEqual([{ _id: 'i1', count: 2 }]);
    expect(
      messages(
        ZBundleForm.safeParse({
          providerId: 'p1',
          title: 'صبحانه',
          price: '200000',
          validDays: '30',
          items: { i2: '' },
        }),
      ).items,
    ).toBe('حداقل یک آیتم به بسته اضافه کنید.');
  });

  it('checks the about-us holiday form’s day and branch the way the date input and select send them', () => {
    const holidays = aboutFormSchema('holidays', true);
    expect(
      holidays.parse({
        date: '2026-04-02',
        occasion: 'سیزده‌بدر',
        providerId: '',
        closed: false,
        openingTime: '',
        closingTime: '',
      }),
    ).toMatchObject({ date: '2026-04-02', providerId: null });
    expect(messages(holidays.safeParse({ date: '', occasion: 'x', providerId: '' })).date).toBe('تاریخ را وارد کنید.');
    expect(messages(holidays.safeParse({ date: 'invalid-day', occasion: 'x', providerId: '' })).date).toBe(
      'تاریخ وارد شده معتبر نیست.',
    );
    expect(messages(aboutFormSchema('gallery', true).safeParse({ caption: '' })).image).toBe('فایلی انتخاب نشده است.');
    expect(aboutFormSchema('gallery', false).safeParse({ caption: '' }).success).toBe(true);
    expect(messages(aboutFormSchema('colleagues', true).safeParse({ userId: '', title: 'مدیر' })).userId).toBe(
      'همکار را از جستجو انتخاب کنید یا شناسه‌اش را بنویسید.',
    );
  });

  it('requires the names on the profile form only', () => {
    expect(messages(ZProfileEditForm.safeParse({ firstName: ' ', lastName: '' }))).toEqual({
      firstName: 'لطفا نام خود را وارد کنید.',
      lastName: 'لطفا نام‌خانوادگی وارد کنید.',
    });
    expect(ZProfileEditForm.safeParse({ firstName: 'Sara', lastName: 'Ahmadi' }).success).toBe(true);
  });
});
