import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import { makeStore, persistCart } from '@/store';
import { authApi } from '@/store/api/auth';
import { authSlice, signedIn, signedOut } from '@/store/slices/authSlice';
import {
  addItem,
  capLine,
  cartSlice,
  clearCart,
  decrementItem,
  hydrate,
  removeLine,
  selectCartHydrated,
  setDescription,
  setOrderType,
  setTable,
  type CartState,
} from '@/store/slices/cartSlice';
import { closeAll, closeModal, modalsSlice, openModal } from '@/store/slices/modalsSlice';
import { setOnline, startLoading, stopLoading, uiSlice } from '@/store/slices/uiSlice';
import { markUnsellable, priced, selectLineIssues } from '@/store/slices/cartIssuesSlice';
import { unsellableLines } from '@/components/cart/unsellable';

// The API's transport: each test says what GET /v1/check/activation answers.
// (An Error is thrown as axios throws a failed response.)
const answer = vi.fn<() => { data: unknown } | Error>();
vi.mock('@/api-client', async (original) => ({
  ...(await original<typeof import('@/api-client')>()),
  http: async () => ({
    request: async () => {
      const r = answer();
      if (r instanceof Error) throw r;
      return r;
    },
  }),
}));

function httpError(status: number, data: unknown) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR', config, {}, { status, statusText: '', headers: {}, config, data });
}

const line = {
  orderId: 'latte',
  orderName: 'لاته',
  orderPrice: 98000,
  hasMembershipDiscount: true,
  providerId: 'p1',
  cover: null,
};
const user = {
  _id: 'u1',
  firstName: 'سارا',
  lastName: 'محمدی',
  phone: '+989120000003',
  phoneNumber: '09120000003',
  avatar: null,
  images: [],
  wallet: 150000,
  userType: 'user' as const,
  accessLevel: {},
  membershipLevel: 1,
  referralCode: 'ABC',
  staff: [],
};
const activation = {
  user,
  status: 'loginVerified',
  activeAccount: true,
  membershipList: [],
  userLevelName: 'همراه',
  discountBaseUserLevel: 5,
};

describe('cart slice: hydrated flag', () => {
  const reduce = cartSlice.reducer;
  it('is false until the saved cart is read back, then true (also with nothing saved)', () => {
    const start = reduce(undefined, { type: 'init' });
    expect(selectCartHydrated({ cart: start })).toBe(false);
    // A line added before hydration (a table from /qr, a tap on the menu) does not count as hydrated.
    const early = reduce(start, addItem(line));
    expect(early.hydrated).toBe(false);
    const done = reduce(early, hydrate({ saved: null, now: Date.now() }));
    expect(done.hydrated).toBe(true);
    expect(done.byProvider.p1.lines).toHaveLength(1);
  });

  it('is not written to local storage with the cart', () => {
    const store = makeStore();
    const setItem = vi.fn();
    vi.stubGlobal('localStorage', { setItem });
    const stop = persistCart(store);
    store.dispatch(hydrate({ saved: null, now: Date.now() }));
    store.dispatch(addItem(line));
    stop();
    vi.unstubAllGlobals();
    const written = JSON.parse(setItem.mock.calls.at(-1)![1] as string);
    expect(Object.keys(written)).toEqual(['byProvider']);
    expect(written.byProvider.p1.lines[0].itemsCount).toBe(1);
  });
});

describe('cart slice: lines the server cannot sell', () => {
  const cartWith = () => {
    const store = makeStore();
    store.dispatch(hydrate({ saved: null, now: Date.now() }));
    store.dispatch(addItem({ ...line, count: 5 }));
    store.dispatch(addItem({ ...line, orderId: 'cake', orderName: 'کیک', count: 2 }));
    store.dispatch(addItem({ ...line, orderId: 'tea', orderName: 'چای', count: 1 }));
    return store;
  };
  // What POST /v1/order/calculate/items/price or /v1/order/submit answers for this cart (the contract with the server).
  const refusal = httpError(409, {
    error: {
      code: 'ITEM_OVER_LIMIT',
      message: 'تعداد انتخاب شده از موجودی آیتم بیشتر است.',
      eLang: { fa: 'تعداد انتخاب شده از موجودی آیتم بیشتر است.', en: 'item went over limit' },
      details: {
        lines: [
          {
            _id: 'latte',
            code: 'ITEM_OVER_LIMIT',
            message: 'تعداد انتخاب شده از موجودی آیتم بیشتر است.',
            available: 3,
          },
          { _id: 'cake', code: 'ITEM_NOT_IN_INVENTORY', message: 'آیتم انتخاب شده در انبار موجود نیست.' },
        ],
      },
    },
  });

  it('reads every refused line from one answer, and nothing from other failures', () => {
    expect(unsellableLines(refusal)).toEqual([
      { _id: 'latte', code: 'ITEM_OVER_LIMIT', message: 'تعداد انتخاب شده از موجودی آیتم بیشتر است.', available: 3 },
      { _id: 'cake', code: 'ITEM_NOT_IN_INVENTORY', message: 'آیتم انتخاب شده در انبار موجود نیست.' },
    ]);
    // RTK Query's shape of the same answer.
    expect(unsellableLines({ status: 409, data: refusal.response!.data })).toHaveLength(2);
    expect(unsellableLines(httpError(400, { error: { code: 'VALIDATION', message: 'ورودی نامعتبر' } }))).toBeNull();
    expect(
      unsellableLines(
        httpError(409, { error: { code: 'ITEM_NOT_IN_INVENTORY', message: 'آیتم انتخاب شده در انبار موجود نیست.' } }),
      ),
    ).toEqual([]);
  });

  it('caps an over-limit line to what is left, marks a sold-out one, and leaves the rest alone', () => {
    const store = cartWith();
    store.dispatch(markUnsellable({ providerId: 'p1', lines: unsellableLines(refusal)! }));
    const counts = Object.fromEntries(store.getState().cart.byProvider.p1.lines.map((l) => [l.orderId, l.itemsCount]));
    expect(counts).toEqual({ latte: 3, cake: 2, tea: 1 });
    const issues = selectLineIssues(store.getState(), 'p1');
    expect(issues.latte).toEqual({
      message: 'تعداد انتخاب شده از موجودی آیتم بیشتر است.',
      soldOut: false,
      cappedTo: 3,
    });
    expect(issues.cake).toEqual({ message: 'آیتم انتخاب شده در انبار موجود نیست.', soldOut: true });
    expect(issues.tea).toBeUndefined();
  });

  it('treats over the limit with nothing left as sold out', () => {
    const store = cartWith();
    store.dispatch(
      markUnsellable({
        providerId: 'p1',
        lines: [{ _id: 'tea', code: 'ITEM_OVER_LIMIT', message: 'x', available: 0 }],
      }),
    );
    expect(store.getState().cart.byProvider.p1.lines.find((l) => l.orderId === 'tea')!.itemsCount).toBe(1);
    expect(selectLineIssues(store.getState(), 'p1').tea.soldOut).toBe(true);
  });

  it('forgets a note when its line changes, and sold-out notes when the cart is priced', () => {
    const store = cartWith();
    store.dispatch(markUnsellable({ providerId: 'p1', lines: unsellableLines(refusal)! }));
    store.dispatch(decrementItem({ providerId: 'p1', orderId: 'latte' }));
    expect(selectLineIssues(store.getState(), 'p1').latte).toBeUndefined();
    store.dispatch(markUnsellable({ providerId: 'p1', lines: unsellableLines(refusal)! }));
    store.dispatch(priced('p1'));
    expect(Object.keys(selectLineIssues(store.getState(), 'p1'))).toEqual(['latte']);
    expect(selectLineIssues(store.getState(), 'p1').latte.cappedTo).toBe(2);
  });
});

describe('auth slice follows the activation check', () => {
  beforeEach(() => answer.mockReset());

  async function check(store: ReturnType<typeof makeStore>) {
    await store.dispatch(
      authApi.endpoints.checkActivation.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    return store.getState().auth;
  }

  it('signs in from a user answer', async () => {
    answer.mockReturnValue({ data: activation });
    const auth = await check(makeStore());
    expect(auth.state).toBe('user');
    expect(auth.user?.phone).toBe('+989120000003');
    expect(auth.userLevelName).toBe('همراه');
    expect(auth.discountBaseUserLevel).toBe(5);
    expect(auth.status).toBe('loginVerified');
  });

  it('becomes a guest on `{ user: null }` (a visitor, or a session that ended)', async () => {
    const store = makeStore({ auth: authSlice.reducer(undefined, signedIn({ user })) });
    answer.mockReturnValue({ data: { user: null } });
    const auth = await check(store);
    expect(auth.state).toBe('guest');
    expect(auth.user).toBeNull();
  });

  it('keeps a known user through a failed check but settles a first check on guest', async () => {
    answer.mockReturnValue(httpError(500, { error: { code: 'INTERNAL', message: 'خطای سرور' } }));
    const known = makeStore({ auth: authSlice.reducer(undefined, signedIn({ user })) });
    expect((await check(known)).state).toBe('user');
    expect((await check(makeStore())).state).toBe('guest');
    answer.mockReturnValue(
      httpError(401, { error: { code: 'UNAUTHORIZED', message: 'لطفا ابتدا وارد حساب کاربری خود شوید.' } }),
    );
    expect((await check(known)).state).toBe('guest');
  });
});

// The slices every page carries are written without immer (store/slice.ts): a reducer must never change
// the state it was given, and must hand back the very same state when an action changes nothing.
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

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
