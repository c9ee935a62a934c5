import type { PayloadAction } from '@reduxjs/toolkit';
import { defineSlice } from '@/store/slice';
import type { OrderType } from '@/lib/contracts/order';

/** The spec's cart expiry: 24 hours. */
export const CART_TTL_MS = 86_400_000;
export const CART_STORAGE_KEY = 'hamkar-cart';
/** How long a table scanned from its QR stays with the branch's cart: one visit (D07). */
export const TABLE_VISIT_MS = 4 * 3_600_000;

export interface CartLine {
  orderId: string;
  orderName: string;
  /** The price shown when the item was added; the server prices the order itself. */
  orderPrice: number;
  itemsCount: number;
  hasMembershipDiscount: boolean;
  providerId: string;
  cover: string | null;
  /**
   * One line per distinct choice (lineKey of lib/contracts/item-options): absent on a plain line,
   * whose key is its item id, as in carts saved before items had options.
   */
  key?: string;
  /** Chosen option ids, their titles as shown when added ("بزرگ، شیر بادام"), and the line's note. */
  options?: string[];
  optionsLabel?: string;
  note?: string;
}

/** A line's identity in the cart: its choice key, or its item id for a plain line. */
export const keyOf = (l: Pick<CartLine, 'key' | 'orderId'>): string => l.key ?? l.orderId;

/** Names a line: by its item id (`orderId`) for a plain line, or by `key` for a line with options. */
type LineRef = { providerId: string; orderId: string; key?: string };
const refKey = (r: LineRef) => r.key ?? r.orderId;

export interface ProviderCart {
  lines: CartLine[];
  orderType: OrderType;
  tableId: string | null;
  tableNumber: number | null;
  /** When the table was set (ms): it is kept after an order for the rest of the visit (TABLE_VISIT_MS). */
  tableAt?: number;
  description: string;
  updatedAt: number;
}

/** What local storage keeps: the carts, not whether they were read back yet nor the server's notes. */
export interface SavedCart {
  byProvider: Record<string, ProviderCart>;
}

export interface CartState extends SavedCart {
  /** True once the saved cart has been read back from local storage (the cart page waits for it). */
  hydrated: boolean;
}

const initialState: CartState = { byProvider: {}, hydrated: false };

const emptyCart = (): ProviderCart => ({
  lines: [],
  orderType: 'inHall',
  tableId: null,
  tableNumber: null,
  description: '',
  updatedAt: Date.now(),
});

/** The state with the branch's cart (made if missing, its updatedAt now) replaced by what `change` makes of it. */
function touch(state: CartState, providerId: string, change: (cart: ProviderCart) => ProviderCart): CartState {
  const cart = { ...(state.byProvider[providerId] ?? emptyCart()), updatedAt: Date.now() };
  return { ...state, byProvider: { ...state.byProvider, [providerId]: change(cart) } };
}

export const cartSlice = defineSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Replaces the state with what local storage held, dropping carts older than 24 h. */
    hydrate: (state, action: PayloadAction<{ saved: SavedCart | null; now: number }>): CartState => {
      const saved = action.payload.saved?.byProvider ?? {};
      const fresh: Record<string, ProviderCart> = {};
      for (const [id, cart] of Object.entries(saved)) {
        if (!cart) continue;
        const tableFresh =
          cart.tableId !== null && action.payload.now - (cart.tableAt ?? cart.updatedAt) < TABLE_VISIT_MS;
        if (action.payload.now - cart.updatedAt < CART_TTL_MS) {
          // A table from an earlier visit is not this visit's table.
          fresh[id] = tableFresh ? cart : { ...cart, tableId: null, tableNumber: null, tableAt: undefined };
        }
      }
      // Keep anything added before hydration finished (e.g. a table set from /qr).
      return { ...state, byProvider: { ...fresh, ...state.byProvider }, hydrated: true };
    },
    addItem: (state, action: PayloadAction<Omit<CartLine, 'itemsCount'> & { count?: number }>) => {
      const { count = 1, ...line } = action.payload;
      return touch(state, line.providerId, (cart) => {
        const at = cart.lines.findIndex((l) => keyOf(l) === keyOf(line));
        const lines =
          at < 0
            ? [...cart.lines, { ...line, itemsCount: Math.min(99, count) }]
            : cart.lines.map((l, i) => (i === at ? { ...l, itemsCount: Math.min(99, l.itemsCount + count) } : l));
        return { ...cart, lines };
      });
    },
    /** Removes one unit; the line goes when it reaches zero. */
    decrementItem: (state, action: PayloadAction<LineRef>) =>
      touch(state, action.payload.providerId, (cart) => {
        const at = cart.lines.findIndex((l) => keyOf(l) === refKey(action.payload));
        if (at < 0) return cart;
        const itemsCount = cart.lines[at].itemsCount - 1;
        const lines =
          itemsCount <= 0
            ? cart.lines.filter((_, i) => i !== at)
            : cart.lines.map((l, i) => (i === at ? { ...l, itemsCount } : l));
        return { ...cart, lines };
      }),
    removeLine: (state, action: PayloadAction<LineRef>) =>
      touch(state, action.payload.providerId, (cart) => ({
        ...cart,
        lines: cart.lines.filter((l) => keyOf(l) !== refKey(action.payload)),
      })),
    setOrderType: (state, action: PayloadAction<{ providerId: string; orderType: OrderType }>) =>
      touch(state, action.payload.providerId, (cart) => ({ ...cart, orderType: action.payload.orderType })),
    setTable: (
      state,
      action: PayloadAction<{ providerId: string; tableId: string | null; tableNumber: number | null }>,
    ) =>
      touch(state, action.payload.providerId, (cart) => ({
        ...cart,
        tableId: action.payload.tableId,
        tableNumber: action.payload.tableNumber,
        tableAt: action.payload.tableId ? Date.now() : undefined,
        orderType: action.payload.tableId ? 'inHall' : cart.orderType,
      })),
    setDescription: (state, action: PayloadAction<{ providerId: string; description: string }>) =>
      touch(state, action.payload.providerId, (cart) => ({
        ...cart,
        description: action.payload.description.slice(0, 500),
      })),
    /** Empties the branch's cart after an order; a table seated this visit stays for the next round (D07). */
    clearCart: (state, action: PayloadAction<string>): CartState => {
      const cart = state.byProvider[action.payload];
      if (cart?.tableId && Date.now() - (cart.tableAt ?? cart.updatedAt) < TABLE_VISIT_MS) {
        const kept = { ...emptyCart(), tableId: cart.tableId, tableNumber: cart.tableNumber, tableAt: cart.tableAt };
        return { ...state, byProvider: { ...state.byProvider, [action.payload]: kept } };
      }
      if (!(action.payload in state.byProvider)) return state;
      const byProvider = { ...state.byProvider };
      delete byProvider[action.payload];
      return { ...state, byProvider };
    },
    /** Lowers a line's count (the stock left); never raises it. */
    capLine: (state, action: PayloadAction<{ providerId: string; orderId: string; count: number }>): CartState => {
      const { providerId, orderId, count } = action.payload;
      const cart = state.byProvider[providerId];
      const line = cart?.lines.find((l) => l.orderId === orderId);
      if (!cart || !line || count <= 0 || count >= line.itemsCount) return state;
      const lines = cart.lines.map((l) => (l === line ? { ...l, itemsCount: count } : l));
      return { ...state, byProvider: { ...state.byProvider, [providerId]: { ...cart, lines } } };
    },
  },
  selectors: {
    selectCartHydrated: (s) => s.hydrated,
    /** The table this visit is seated at in a branch, or null. */
    selectTable: (s, providerId: string | null | undefined): { tableId: string; tableNumber: number } | null => {
      const cart = providerId ? s.byProvider[providerId] : undefined;
      return cart?.tableId && cart.tableNumber !== null
        ? { tableId: cart.tableId, tableNumber: cart.tableNumber }
        : null;
    },
    selectCart: (s, providerId: string | null | undefined): ProviderCart | null =>
      providerId ? (s.byProvider[providerId] ?? null) : null,
    selectCartCount: (s, providerId: string | null | undefined): number =>
      providerId ? (s.byProvider[providerId]?.lines.reduce((n, l) => n + l.itemsCount, 0) ?? 0) : 0,
    /** Units of an item's plain line (without options). */
    selectLineCount: (s, providerId: string, itemId: string): number =>
      s.byProvider[providerId]?.lines.find((l) => keyOf(l) === itemId)?.itemsCount ?? 0,
  },
});

export const {
  hydrate,
  addItem,
  decrementItem,
  removeLine,
  setOrderType,
  setTable,
  setDescription,
  clearCart,
  capLine,
} = cartSlice.actions;
export const { selectCartHydrated, selectTable, selectCart, selectCartCount, selectLineCount } = cartSlice.selectors;
