import { describe, expect, it } from 'vitest';
import { ZClock, ZProviderAdd, ZTableAdd } from '@/lib/contracts/provider';

const branch = {
  name: 'کافه همکار ونک',
  displayType: ['cafe'],
  openingTime: '08:00',
  closingTime: '22:00',
  paymentTypes: ['pos'],
};

describe('the branch form contract', () => {
  it('reads hours typed in Persian digits and refuses what is not HH:MM', () => {
    expect(ZClock.parse('۰۷:۳۰')).toBe('07:30');
    for (const bad of ['7:30', '24:00', '12:60', '', '12-30']) expect(ZClock.safeParse(bad).success, bad).toBe(false);
  });

  it('takes coordinates typed as text (Persian digits and decimal sign too), both or neither', () => {
    const ok = ZProviderAdd.parse({ ...branch, lat: '۳۵٫۷۶۱۲', lng: '51.4244' });
    expect([ok.lat, ok.lng]).toEqual([35.7612, 51.4244]);
    expect(ZProviderAdd.parse({ ...branch, lat: '', lng: '' })).toMatchObject({ lat: null, lng: null });
    const half = ZProviderAdd.safeParse({ ...branch, lat: '35.7', lng: '' });
    expect(half.success).toBe(false);
    expect(half.error!.issues[0]).toMatchObject({ path: ['lng'], message: 'عرض و طول جغرافیایی را با هم وارد کنید.' });
  });

  it('needs the rules text when customers must accept rules, and a Latin slug when one is given', () => {
    expect(ZProviderAdd.safeParse({ ...branch, hasRules: true, rules: ' ' }).error!.issues[0].path).toEqual(['rules']);
    expect(ZProviderAdd.parse({ ...branch, branch: 'Vanak-2' }).branch).toBe('vanak-2');
    expect(ZProviderAdd.safeParse({ ...branch, branch: 'ونک' }).success).toBe(false);
  });

  it('reads a table number typed in Persian digits, 1 to 999', () => {
    expect(ZTableAdd.parse({ providerId: 'p1', number: '۱۲' }).number).toBe(12);
    expect(ZTableAdd.safeParse({ providerId: 'p1', number: '1000' }).success).toBe(false);
    expect(ZTableAdd.safeParse({ providerId: 'p1', number: '2.5' }).success).toBe(false);
  });
});
