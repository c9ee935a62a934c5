import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartSlice,
  decrementItem,
  hydrate,
  keyOf,
  removeLine,
  type CartState,
} from '@/store/slices/cartSlice';
import { lineKey } from '@/lib/item-options';
import { reorderLines } from '@/components/order/reorder';
import type { ItemView } from '@/lib/contracts/menu/customer';
import type { OrderView } from '@/lib/contracts/order';

const reduce = (state: CartState, ...actions: Parameters<typeof cartSlice.reducer>[1][]) =>
  actions.reduce((s, a) => cartSlice.reducer(s, a), state);
const empty: CartState = { byProvider: {}, hydrated: true };
const base = { orderName: 'لاته', orderPrice: 98000, hasMembershipDiscount: true, providerId: 'p1', cover: null };

describe('cart lines with options', () => {
  it('keeps one line per distinct choice and adds equal ones up, whatever the order of the options', () => {
    const almond = {
      key: lineKey('latte', ['milk-a', 'shot']),
      options: ['milk-a', 'shot'],
      optionsLabel: 'شیر بادام، شات اضافه',
    };
    const same = {
      key: lineKey('latte', ['shot', 'milk-a']),
      options: ['shot', 'milk-a'],
      optionsLabel: 'شیر بادام، شات اضافه',
    };
    const s = reduce(
      empty,
      addItem({ ...base, orderId: 'latte' }),
      addItem({ ...base, orderId: 'latte', ...almond }),
      addItem({ ...base, orderId: 'latte', ...same, count: 2 }),
    );
    const lines = s.byProvider.p1.lines;
    expect(lines.map((l) => [keyOf(l), l.itemsCount])).toEqual([
      ['latte', 1],
      ['latte|milk-a,shot|', 3],
    ]);
    // A plain "−" on the menu touches only the plain line; the cart names the option line by its key.
    const after = reduce(
      s,
      decrementItem({ providerId: 'p1', orderId: 'latte' }),
      removeLine({ providerId: 'p1', orderId: 'latte', key: almond.key }),
    );
    expect(after.byProvider.p1).toMatchObject({ lines: [] });
  });

  it('loads a cart saved before options (lines without a key) as plain lines', () => {
    const saved = {
      byProvider: {
        p1: {
          lines: [{ ...base, orderId: 'latte', itemsCount: 2 }],
          orderType: 'inHall' as const,
          tableId: null,
          tableNumber: null,
          description: '',
          updatedAt: 1000,
        },
      },
    };
    const s = reduce(
      { byProvider: {}, hydrated: false },
      hydrate({ saved, now: 2000 }),
      addItem({ ...base, orderId: 'latte' }),
    );
    expect(s.byProvider.p1.lines).toHaveLength(1);
    expect(s.byProvider.p1.lines[0].itemsCount).toBe(3);
  });
});

describe('reordering', () => {
  const item = (over: Partial<ItemView>): ItemView => ({
    _id: 'latte',
    categoryId: 'c',
    providerId: 'p1',
    title: 'لاته',
    description: '',
    cover: null,
    price: 100000,
    reductionPrice: 0,
    available: true,
    active: true,
    status: 'active',
    visible: true,
    hasMembershipDiscount: false,
    kind: 'cafe',
    optionGroups: [
      {
        _id: 'g-milk',
        title: 'شیر',
        required: false,
        multiple: false,
        options: [{ _id: 'new-almond', title: 'شیر بادام', priceDelta: 35000 }],
      },
    ],
    ...over,
  });
  const order = (items: Partial<OrderView['items'][number]>[]): Pick<OrderView, 'items' | 'providerId'> => ({
    providerId: 'p1',
    items: items.map((l, i) => ({
      _id: `l${i}`,
      itemId: 'latte',
      title: 'لاته',
      unitPrice: 1,
      count: 1,
      lineTotal: 1,
      options: [],
      note: '',
      ...l,
    })),
  });

  it("finds the same options by title at today's ids and price, keeps the note, and skips what cannot be ordered", () => {
    const menu = new Map([
      ['latte', item({})],
      ['cake', item({ _id: 'cake', available: false, optionGroups: [] })],
    ]);
    const { lines, skipped } = reorderLines(
      order([
        { count: 2, options: [{ group: 'شیر', title: 'شیر بادام', priceDelta: 30000 }], note: 'داغ' },
        { itemId: 'cake' },
        { options: [{ group: 'شیر', title: 'شیر سویا', priceDelta: 20000 }] },
        { itemId: 'gone' },
      ]),
      menu,
    );
    expect(skipped).toBe(3);
    expect(lines).toEqual([
      expect.objectContaining({
        orderId: 'latte',
        count: 2,
        options: ['new-almond'],
        note: 'داغ',
        orderPrice: 135000,
        key: lineKey('latte', ['new-almond'], 'داغ'),
      }),
    ]);
  });

  it('skips a line whose item now requires a choice it did not make', () => {
    const menu = new Map([
      [
        'latte',
        item({
          optionGroups: [
            {
              _id: 'size',
              title: 'اندازه',
              required: true,
              multiple: false,
              options: [{ _id: 's', title: 'بزرگ', priceDelta: 0 }],
            },
          ],
        }),
      ],
    ]);
    expect(reorderLines(order([{}]), menu)).toEqual({ lines: [], skipped: 1 });
  });
});
