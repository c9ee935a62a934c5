// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import JalaliDateInput from '@/components/ui/date/JalaliDateInput';
import { dayButtonLabel } from '@/components/ui/date/day';
import SpaceItemCard from '@/components/space/SpaceItemCard';
import { spaceItemLabel } from '@/lib/messages-space';
import { itemHours } from '@/server/services/space/rules';
import type { ItemView } from '@/lib/contracts/menu';

afterEach(cleanup);

describe('issue 21 D41: the booking calendar reads days naturally', () => {
  it('labels a day «پنجشنبه ۵ آذر ۱۴۰۵», never «۵-ام»', () => {
    expect(dayButtonLabel(new Date(2026, 10, 26))).toBe('پنجشنبه ۵ آذر ۱۴۰۵');
    expect(dayButtonLabel(new Date(2026, 10, 26), { today: true, selected: true })).toBe('امروز، پنجشنبه ۵ آذر ۱۴۰۵، انتخاب شده');
  });

  it('gives the calendar\'s day buttons that label', async () => {
    function Harness() {
      const [v, setV] = useState('2026-11-26');
      return (
        <>
          <label htmlFor="d">روز</label>
          <JalaliDateInput id="d" value={v} onChange={setV} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'انتخاب تاریخ از تقویم' }));
    await screen.findByRole('grid', undefined, { timeout: 15_000 });
    await waitFor(() => expect(screen.getByRole('button', { name: /پنجشنبه ۵ آذر ۱۴۰۵/ })).toBeTruthy());
    expect(document.body.innerHTML).not.toContain('-ام');
  });
});

const item = (over: Partial<ItemView>): ItemView => ({
  _id: 'i1',
  categoryId: 'c1',
  providerId: 'p1',
  title: 'اتاق جلسه ۶ نفره (ساعتی)',
  description: '',
  cover: null,
  price: 450_000,
  reductionPrice: 0,
  available: true,
  active: true,
  status: 'active',
  visible: true,
  hasMembershipDiscount: false,
  kind: 'space',
  optionGroups: [],
  ...over,
});

describe('workspace cards and labels', () => {
  it('says «/ ساعت» on an hourly room\'s card and «/ روز» on a day pass (D19)', () => {
    render(<SpaceItemCard item={item({ spaceType: 'resource' })} />);
    expect(screen.getByTestId('space-card-price').textContent).toBe('۴۵۰٬۰۰۰ تومان / ساعت');
    cleanup();
    render(<SpaceItemCard item={item({ title: 'پاس روزانه', spaceType: 'pool', price: 280_000 })} />);
    expect(screen.getByTestId('space-card-price').textContent).toContain('/ روز');
  });

  it('does not double the kind when the title already says it (D36)', () => {
    expect(spaceItemLabel({ title: 'اتاق جلسه ۶ نفره (ساعتی)', spaceType: 'resource' })).toBe('اتاق جلسه ۶ نفره (ساعتی)');
    expect(spaceItemLabel({ title: 'اتاق تلفن', spaceType: 'resource' })).toBe('اتاق تلفن (ساعتی)');
  });

  it('keeps a room\'s own hours inside the branch\'s (D13)', () => {
    expect(itemHours({ openingHour: 10, closingHour: 14 }, { openingHour: 8, closingHour: 22 })).toEqual({ openingHour: 10, closingHour: 14 });
    expect(itemHours({ openingHour: 6, closingHour: null }, { openingHour: 8, closingHour: 22 })).toEqual({ openingHour: 8, closingHour: 22 });
  });
});
