import { describe, expect, it } from 'vitest';
import { authSlice, signedIn, signedOut } from '@/store/slices/authSlice';
import {
  addItem,
  capLine,
  cartSlice,
  clearCart,
  decrementItem,
  hydrate,
  removeLine,
  setDescription,
  setOrderType,
  setTable,
  type CartState,
} from '@/store/slices/cartSlice';
import { closeAll, closeModal, modalsSlice, openModal } from '@/store/slices/modalsSlice';
import { setOnline, startLoading, stopLoading, uiSlice } from '@/store/slices/uiSlice';

// The slices every page carries are written without immer (store/slice.ts): a reducer must never change
// the state it was given, and must hand back the very same state when an action changes nothing.
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const line = {
  orderId: 'latte',
  orderName: 'لاته',
  orderPrice: 98000,
  hasMembershipDiscount: true,
  providerId: 'p1',
  cover: null,
};

describe('slices without immer', () => {
  it('the cart: every action leaves the previous state as it was', () => {
    const reduce = (s: CartState, a: Parameters<typeof cartSlice.reducer>[1]) => cartSlice.reducer(deepFreeze(s), a);
    let s = cartSlice.reducer(undefined, hydrate({ saved: null, now: Date.now() }));
    s = reduce(s, addItem({ ...line, count: 3 }));
    s = reduce(s, addItem(line));
    s = reduce(s, addItem({ ...line, orderId: 'tea', orderName: 'چای' }));
    expect(s.byProvider.p1.lines.map((l) => [l.orderId, l.itemsCount])).toEqual([
      ['latte', 4],
      ['tea', 1],
    ]);
    s = reduce(s, decrementItem({ providerId: 'p1', orderId: 'tea' }));
    expect(s.byProvider.p1.lines.map((l) => l.orderId)).toEqual(['latte']);
    s = reduce(s, capLine({ providerId: 'p1', orderId: 'latte', count: 2 }));
    expect(s.byProvider.p1.lines[0].itemsCount).toBe(2);
    const same = reduce(s, capLine({ providerId: 'p1', orderId: 'latte', count: 5 }));
    expect(same).toBe(s);
    s = reduce(s, setOrderType({ providerId: 'p1', orderType: 'takeAway' }));
    s = reduce(s, setDescription({ providerId: 'p1', description: 'x'.repeat(600) }));
    expect(s.byProvider.p1.description).toHaveLength(500);
    s = reduce(s, setTable({ providerId: 'p1', tableId: 't1', tableNumber: 4 }));
    expect(s.byProvider.p1).toMatchObject({ tableId: 't1', tableNumber: 4, orderType: 'inHall' });
    s = reduce(s, removeLine({ providerId: 'p1', orderId: 'latte' }));
    expect(s.byProvider.p1.lines).toEqual([]);
    s = reduce(s, clearCart('p1'));
    // The table seated this visit stays for the next round.
    expect(s.byProvider.p1).toMatchObject({ lines: [], tableId: 't1', tableNumber: 4 });
    s = reduce(s, setTable({ providerId: 'p1', tableId: null, tableNumber: null }));
    s = reduce(s, clearCart('p1'));
    expect(s.byProvider).toEqual({});
    expect(reduce(s, clearCart('p1'))).toBe(s);
  });

  it('the modals, the ui and auth: new states, and the same state when nothing changes', () => {
    let m = modalsSlice.reducer(undefined, openModal({ type: 'login' }));
    m = modalsSlice.reducer(deepFreeze(m), openModal({ type: 'contactUs' }));
    expect(m.stack.map((e) => [e.id, e.type])).toEqual([
      [1, 'login'],
      [2, 'contactUs'],
    ]);
    expect(modalsSlice.reducer(deepFreeze(m), closeModal(9))).toBe(m);
    m = modalsSlice.reducer(m, closeModal(1));
    expect(m.stack.map((e) => e.type)).toEqual(['contactUs']);
    m = modalsSlice.reducer(m, closeAll());
    expect(modalsSlice.reducer(deepFreeze(m), closeModal())).toBe(m);

    let u = uiSlice.reducer(undefined, startLoading());
    u = uiSlice.reducer(deepFreeze(u), stopLoading());
    expect(uiSlice.reducer(deepFreeze(u), stopLoading())).toBe(u);
    expect(uiSlice.reducer(u, setOnline(true))).toBe(u);
    expect(uiSlice.reducer(u, setOnline(false)).online).toBe(false);

    const a = authSlice.reducer(undefined, { type: 'init' });
    expect(a.state).toBe('unknown');
    expect(authSlice.reducer(deepFreeze(a), { type: 'other' })).toBe(a);
    expect(authSlice.reducer(a, signedOut()).state).toBe('guest');
    const user = { _id: 'u1', firstName: null } as unknown as Parameters<typeof signedIn>[0]['user'];
    expect(authSlice.reducer(a, signedIn({ user }))).toMatchObject({ state: 'user', status: 'toRegister' });
    expect(signedIn.match(signedIn({ user }))).toBe(true);
    expect(signedIn.type).toBe('auth/signedIn');
  });
});
