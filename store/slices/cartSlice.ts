import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

function touch(state: CartState, providerId: string): ProviderCart {
  const cart = (state.byProvider[providerId] ??= emptyCart());
  cart.updatedAt = Date.now();
  return cart;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Replaces the state with what local storage held, dropping carts older than 24 h. */
    hydrate(state, action: PayloadAction<{ saved: SavedCart | null; now: number }>) {
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
      state.byProvider = { ...fresh, ...state.byProvider };
      state.hydrated = true;
    },
    addItem(state, action: PayloadAction<Omit<CartLine, 'itemsCount'> & { count?: number }>) {
      const { count = 1, ...line } = action.payload;
      const cart = touch(state, line.providerId);
      const existing = cart.lines.find((l) => keyOf(l) === keyOf(line));
      if (existing) existing.itemsCount = Math.min(99, existing.itemsCount + count);
      else cart.lines.push({ ...line, itemsCount: Math.min(99, count) });
    },
    /** Removes one unit; the line goes when it reaches zero. */
    decrementItem(state, action: PayloadAction<LineRef>) {
      const cart = touch(state, action.payload.providerId);
      const line = cart.lines.find((l) => keyOf(l) === refKey(action.payload));
      if (!line) return;
      line.itemsCount -= 1;
      if (line.itemsCount <= 0) cart.lines = cart.lines.filter((l) => l !== line);
    },
    removeLine(state, action: PayloadAction<LineRef>) {
      const cart = touch(state, action.payload.providerId);
      cart.lines = cart.lines.filter((l) => keyOf(l) !== refKey(action.payload));
    },
    setOrderType(state, action: PayloadAction<{ providerId: string; orderType: OrderType }>) {
      touch(state, action.payload.providerId).orderType = action.payload.orderType;
    },
    setTable(state, action: PayloadAction<{ providerId: string; tableId: string | null; tableNumber: number | null }>) {
      const cart = touch(state, action.payload.providerId);
      cart.tableId = action.payload.tableId;
      cart.tableNumber = action.payload.tableNumber;
      cart.tableAt = action.payload.tableId ? Date.now() : undefined;
      if (action.payload.tableId) cart.orderType = 'inHall';
    },
    setDescription(state, action: PayloadAction<{ providerId: string; description: string }>) {
      touch(state, action.payload.providerId).description = action.payload.description.slice(0, 500);
    },
    /** Empties the branch's cart after an order; a table seated this visit stays for the next round (D07). */
    clearCart(state, action: PayloadAction<string>) {
      const cart = state.byProvider[action.payload];
      if (cart?.tableId && Date.now() - (cart.tableAt ?? cart.updatedAt) < TABLE_VISIT_MS) {
        state.byProvider[action.payload] = {
          ...emptyCart(),
          tableId: cart.tableId,
          tableNumber: cart.tableNumber,
          tableAt: cart.tableAt,
        };
      } else {
        delete state.byProvider[action.payload];
      }
    },
    /** Lowers a line's count (the stock left); never raises it. */
    capLine(state, action: PayloadAction<{ providerId: string; orderId: string; count: number }>) {
      const line = state.byProvider[action.payload.providerId]?.lines.find((l) => l.orderId === action.payload.orderId);
      if (line && action.payload.count > 0 && action.payload.count < line.itemsCount)
        line.itemsCount = action.payload.count;
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
