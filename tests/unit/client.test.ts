import { describe, expect, it, vi } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import {
  addItem,
  cartSlice,
  CART_TTL_MS,
  decrementItem,
  hydrate,
  selectCartCount,
  setTable,
  type SavedCart,
} from '@/store/slices/cartSlice';
import { closeModal, modalsSlice, openModal } from '@/store/slices/modalsSlice';
import { describeError } from '@/api-client';
import { isChunkLoadError, reloadOnceForChunk } from '@/lib/client/chunkReload';
import { isOpenAt, tehranMinutes } from '@/lib/opening-hours';
import { tehranIsoDate } from '@/lib/jalali';

const line = {
  orderId: 'i1',
  orderName: 'لاته',
  orderPrice: 98000,
  hasMembershipDiscount: true,
  providerId: 'p1',
  cover: null,
};

describe('cart slice', () => {
  const reduce = cartSlice.reducer;
  it('adds, counts per provider and removes at zero', () => {
    let s = reduce(undefined, addItem(line));
    s = reduce(s, addItem(line));
    s = reduce(s, addItem({ ...line, orderId: 'i2', providerId: 'p2' }));
    expect(selectCartCount({ cart: s }, 'p1')).toBe(2);
    expect(selectCartCount({ cart: s }, 'p2')).toBe(1);
    s = reduce(s, decrementItem({ providerId: 'p1', orderId: 'i1' }));
    s = reduce(s, decrementItem({ providerId: 'p1', orderId: 'i1' }));
    expect(s.byProvider.p1.lines).toHaveLength(0);
  });
  it('drops carts older than 24 hours when loaded from storage', () => {
    const now = Date.now();
    const saved: SavedCart = {
      byProvider: {
        fresh: {
          lines: [{ ...line, itemsCount: 1 }],
          orderType: 'inHall',
          tableId: null,
          tableNumber: null,
          description: '',
          updatedAt: now - CART_TTL_MS + 1000,
        },
        stale: {
          lines: [{ ...line, itemsCount: 3 }],
          orderType: 'inHall',
          tableId: null,
          tableNumber: null,
          description: '',
          updatedAt: now - CART_TTL_MS - 1,
        },
      },
    };
    const s = reduce(undefined, hydrate({ saved, now }));
    expect(Object.keys(s.byProvider)).toEqual(['fresh']);
  });
  it('a table from a QR code makes the order in-hall', () => {
    let s = reduce(undefined, addItem(line));
    s = reduce(s, cartSlice.actions.setOrderType({ providerId: 'p1', orderType: 'takeAway' }));
    s = reduce(s, setTable({ providerId: 'p1', tableId: 't7', tableNumber: 7 }));
    expect(s.byProvider.p1.orderType).toBe('inHall');
    expect(s.byProvider.p1.tableNumber).toBe(7);
  });
});

describe('modals slice', () => {
  it('stacks modals and closes the top one or one by id', () => {
    let s = modalsSlice.reducer(undefined, openModal({ type: 'login' }));
    s = modalsSlice.reducer(s, openModal({ type: 'error', props: { message: 'x' } }));
    expect(s.stack.map((m) => m.type)).toEqual(['login', 'error']);
    s = modalsSlice.reducer(s, closeModal());
    expect(s.stack.map((m) => m.type)).toEqual(['login']);
    s = modalsSlice.reducer(s, closeModal(s.stack[0].id));
    expect(s.stack).toEqual([]);
  });
});

describe('error text (spec section 8)', () => {
  const axiosErr = (status: number, data: unknown) =>
    new AxiosError('x', 'ERR', undefined, undefined, {
      status,
      data,
      statusText: '',
      headers: {},
      config: { headers: new AxiosHeaders() },
    });
  it("takes the server's Persian message", () => {
    const info = describeError(
      axiosErr(409, {
        error: {
          code: 'ITEM_OVER_LIMIT',
          message: 'تعداد انتخاب شده از موجودی آیتم بیشتر است.',
          eLang: { fa: 'تعداد انتخاب شده از موجودی آیتم بیشتر است.', en: 'item went over limit' },
        },
      }),
    );
    expect(info.message).toBe('تعداد انتخاب شده از موجودی آیتم بیشتر است.');
    expect(info.persian).toBe(true);
  });
  it('falls back to a plain error string, then the generic and unknown texts', () => {
    expect(describeError(axiosErr(400, { error: 'Ticket not found' })).message).toBe('Ticket not found');
    expect(describeError(axiosErr(400, { error: 'Ticket not found' })).persian).toBe(false);
    expect(describeError(axiosErr(500, '<html>')).message).toBe('مشکلی رخ داده است. لطفا مجددا تلاش کنید');
    expect(describeError(axiosErr(418, {})).message).toBe('خطای ناشناخته');
    expect(describeError({ status: 'FETCH_ERROR', data: null }).message).toBe(
      'پاسخی از سمت سرور دریافت نشد. لطفاً اتصال خود را بررسی کنید.',
    );
  });
});

describe('chunk reload guard', () => {
  it('reloads once for a missing chunk and not again within 60 seconds', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'Loading chunk 12 failed.' })).toBe(true);
    expect(isChunkLoadError(new Error('other'))).toBe(false);
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const reload = vi.fn();
    expect(reloadOnceForChunk(1_000_000, storage, reload)).toBe(true);
    expect(reloadOnceForChunk(1_030_000, storage, reload)).toBe(false);
    expect(reloadOnceForChunk(1_061_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('branch hours', () => {
  it('reads the Tehran wall clock like ICU does, summer and winter', () => {
    const icu = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Tehran',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const iso of [
      '2026-01-15T20:29:00Z',
      '2026-06-21T20:31:00Z',
      '2026-09-01T00:00:00Z',
      '2026-11-22T22:45:00Z',
    ]) {
      const [h, m] = icu.format(new Date(iso)).split(':').map(Number);
      expect(tehranMinutes(new Date(iso))).toBe(h * 60 + m);
    }
  });

  it('names the Tehran calendar day of an instant', () => {
    expect(tehranIsoDate('2026-11-22T20:29:00Z')).toBe('2026-11-22');
    expect(tehranIsoDate('2026-11-22T20:30:00Z')).toBe('2026-11-23');
  });

  it('is open across midnight and around the clock', () => {
    // 20:00 UTC is 23:30 in Tehran; 21:00 UTC is 00:30.
    expect(isOpenAt('08:00', '01:00', new Date('2026-11-22T20:00:00Z'))).toBe(true);
    expect(isOpenAt('08:00', '23:00', new Date('2026-11-22T20:00:00Z'))).toBe(false);
    expect(isOpenAt('08:00', '01:00', new Date('2026-11-22T21:00:00Z'))).toBe(true);
    expect(isOpenAt('00:00', '00:00', new Date('2026-11-22T21:00:00Z'))).toBe(true);
    expect(isOpenAt('', '22:00')).toBeNull();
  });
});
