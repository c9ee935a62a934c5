// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import JalaliDateInput from '@/components/ui/date/JalaliDateInput';
import { dayButtonLabel } from '@/components/ui/date/day';
import SpaceItemCard from '@/components/space/SpaceItemCard';
import { spaceItemLabel } from '@/lib/messages/space';
import { itemHours } from '@/server/services/space/space-hours';
import { closedReason } from '@/lib/opening-hours';
import type { ItemView } from '@/lib/contracts/menu/customer';
import type { OrderView } from '@/lib/contracts/order';
import type { ReservationView } from '@/lib/contracts/space/booking';
import { Provider } from 'react-redux';
import { makeStore } from '@/store';
import BookingTracking from '@/components/space/BookingTracking';
import { reorderLines } from '@/components/order/reorder';

afterEach(cleanup);

describe('issue 21 D41: the booking calendar reads days naturally', () => {
  it('labels a day «پنجشنبه ۵ آذر ۱۴۰۵», never «۵-ام»', () => {
    expect(dayButtonLabel(new Date(2026, 10, 26))).toBe('پنجشنبه ۵ آذر ۱۴۰۵');
    expect(dayButtonLabel(new Date(2026, 10, 26), { today: true, selected: true })).toBe(
      'امروز، پنجشنبه ۵ آذر ۱۴۰۵، انتخاب شده',
    );
  });

  it("gives the calendar's day buttons that label", async () => {
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
  it("says «/ ساعت» on an hourly room's card and «/ روز» on a day pass (D19)", () => {
    render(<SpaceItemCard item={item({ spaceType: 'resource' })} />);
    expect(screen.getByTestId('space-card-price').textContent).toBe('۴۵۰٬۰۰۰ تومان / ساعت');
    cleanup();
    render(<SpaceItemCard item={item({ title: 'پاس روزانه', spaceType: 'pool', price: 280_000 })} />);
    expect(screen.getByTestId('space-card-price').textContent).toContain('/ روز');
  });

  it('does not double the kind when the title already says it (D36)', () => {
    expect(spaceItemLabel({ title: 'اتاق جلسه ۶ نفره (ساعتی)', spaceType: 'resource' })).toBe(
      'اتاق جلسه ۶ نفره (ساعتی)',
    );
    expect(spaceItemLabel({ title: 'اتاق تلفن', spaceType: 'resource' })).toBe('اتاق تلفن (ساعتی)');
  });

  it("keeps a room's own hours inside the branch's (D13)", () => {
    expect(
      itemHours({ item: { openingHour: 10, closingHour: 14 }, branch: { openingHour: 8, closingHour: 22 } }),
    ).toEqual({
      openingHour: 10,
      closingHour: 14,
    });
    expect(
      itemHours({ item: { openingHour: 6, closingHour: null }, branch: { openingHour: 8, closingHour: 22 } }),
    ).toEqual({
      openingHour: 8,
      closingHour: 22,
    });
  });
});

describe('issue 21 D11: «سفارش دوباره» never puts a room in the cafe cart', () => {
  it('skips a workspace line when ordering again', () => {
    const room = item({ _id: 'room', spaceType: 'resource' });
    const order = {
      providerId: 'p1',
      items: [
        {
          _id: 'l1',
          itemId: 'room',
          title: room.title,
          unitPrice: 450_000,
          count: 2,
          lineTotal: 900_000,
          options: [],
          note: '',
        },
      ],
    };
    expect(reorderLines(order, new Map([['room', room]]))).toEqual({ lines: [], skipped: 1 });
  });
});

describe("issue 21 D18: a booking's tracking is a booking's", () => {
  it('shows the day, the hours as a range, the room and one cancel button; no cafe steps, hall or «× ۲»', () => {
    const order = {
      _id: 'o1',
      number: 7,
      providerId: 'p1',
      providerName: 'کافه همکار میرداماد',
      status: 'new',
      orderType: 'inHall',
      paymentBy: 'pos',
      paid: false,
      refunded: false,
      totalPrice: 900_000,
      bundleDiscount: 0,
      walletAmount: 0,
      bankAmount: 0,
      cancelReason: null,
      description: '',
      createdAt: '2026-11-25T10:00:00.000Z',
      items: [
        {
          _id: 'l1',
          itemId: 'room',
          title: 'اتاق جلسه ۶ نفره (ساعتی)',
          unitPrice: 450_000,
          count: 2,
          lineTotal: 900_000,
          options: [],
          note: '',
        },
      ],
    } as unknown as OrderView;
    const reservation: ReservationView = {
      _id: 'r1',
      orderId: 'o1',
      orderNumber: 7,
      status: 'new',
      paid: false,
      itemId: 'room',
      itemTitle: 'اتاق جلسه ۶ نفره (ساعتی)',
      spaceType: 'resource',
      providerId: 'p1',
      providerName: 'کافه همکار میرداماد',
      userId: 'u1',
      customerName: 'مریم',
      customerPhone: '+989120000003',
      date: '2026-11-27',
      startingHour: 10,
      endingHour: 12,
      seats: 1,
      totalPrice: 900_000,
      paymentBy: 'pos',
      bookedBy: null,
      startsAt: '2026-11-27T06:30:00.000Z',
      createdAt: '2026-11-25T10:00:00.000Z',
      cancelable: true,
      checkinOpensAt: '2026-11-27T06:15:00.000Z',
      checkinClosesAt: '2026-11-27T06:50:00.000Z',
      seriesId: null,
      noShow: false,
      feeKept: 0,
    };
    render(
      <Provider store={makeStore()}>
        <BookingTracking order={order} reservation={reservation} live="live" />
      </Provider>,
    );
    expect(screen.getByTestId('booking-day').textContent).toBe('۶ آذر ۱۴۰۵');
    expect(screen.getByTestId('booking-hours').textContent).toBe('۱۰:۰۰ تا ۱۲:۰۰ (۲ ساعت)');
    expect(screen.getByTestId('booking-item').textContent).toBe('اتاق جلسه ۶ نفره (ساعتی)');
    expect(screen.getByTestId('order-status').textContent).toBe('رزرو شده');
    expect(screen.getAllByRole('button', { name: 'لغو رزرو' })).toHaveLength(1);
    const text = document.body.textContent ?? '';
    expect(text).not.toContain('سالن');
    expect(text).not.toContain('× ۲');
    expect(text).not.toContain('سفارش دوباره');
    expect(screen.getByText('رزرو شماره', { exact: false })).toBeTruthy();
  });
});

describe('issue 21 D12: a closed branch says so before payment selection', () => {
  const branch = { name: 'کافه همکار میرداماد', openingTime: '08:00', closingTime: '22:00' };
  it("gives the reason while closed (the menu badge's rule), nothing while open", () => {
    // 23:30 in Tehran is 20:00 UTC; noon in Tehran is 08:30 UTC.
    expect(closedReason(branch, new Date('2026-11-25T20:00:00Z'))).toBe(
      'کافه همکار میرداماد اکنون بسته است؛ ساعت کاری ۰۸:۰۰ تا ۲۲:۰۰. سفارش را در ساعت کاری ثبت کنید.',
    );
    expect(closedReason(branch, new Date('2026-11-25T08:30:00Z'))).toBeNull();
    expect(closedReason({ ...branch, openingTime: '' }, new Date('2026-11-25T20:00:00Z'))).toBeNull();
  });
});
