import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { attachLateSlice, type AppDispatch, type RootState } from '@/store';
import { addItem, capLine, clearCart, decrementItem, removeLine } from './cartSlice';

/** What the server said about a cart line it cannot sell. */
export interface LineIssue {
  message: string;
  /** Nothing left: the line blocks checkout until it is removed. */
  soldOut: boolean;
  /** The count was lowered to what is left. */
  cappedTo?: number;
}

/** A line the server refused on stock (`error.details.lines[i]` of a price or submit answer). */
export interface UnsellableLine {
  _id: string;
  code: string;
  message: string;
  available?: number;
}

/** Per provider and item, until the line changes or the cart is priced. */
type CartIssuesState = Record<string, Record<string, LineIssue>>;

const NO_ISSUES: Record<string, LineIssue> = {};

const forgetLine = (state: CartIssuesState, action: PayloadAction<{ providerId: string; orderId: string }>) => {
  delete state[action.payload.providerId]?.[action.payload.orderId];
};

/**
 * The server's notes on cart lines. A slice of its own that joins the store with the cart screen or
 * the payment modal (see LazyLoadedSlices in store/index.ts), so the menu page does not carry it.
 */
export const cartIssuesSlice = createSlice({
  name: 'cartIssues',
  initialState: {} as CartIssuesState,
  reducers: {
    noted(state, action: PayloadAction<{ providerId: string; orderId: string; issue: LineIssue }>) {
      (state[action.payload.providerId] ??= {})[action.payload.orderId] = action.payload.issue;
    },
    /** The cart was priced: nothing is sold out any more (a capped line's note stays until it changes). */
    priced(state, action: PayloadAction<string>) {
      const issues = state[action.payload];
      if (!issues) return;
      for (const [id, issue] of Object.entries(issues)) if (issue.soldOut) delete issues[id];
    },
  },
  // The person changed the line, so the server's old note about it no longer holds.
  extraReducers: (builder) => {
    builder
      .addCase(addItem, (state, action) => {
        delete state[action.payload.providerId]?.[action.payload.orderId];
      })
      .addCase(decrementItem, forgetLine)
      .addCase(removeLine, forgetLine)
      .addCase(clearCart, (state, action) => {
        delete state[action.payload];
      });
  },
  selectors: {
    selectLineIssues: (s, providerId: string): Record<string, LineIssue> => s[providerId] ?? NO_ISSUES,
  },
});

declare module '@/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof cartIssuesSlice> {}
}

attachLateSlice(cartIssuesSlice);

export const { priced } = cartIssuesSlice.actions;
export const selectLineIssues = (state: RootState, providerId: string) =>
  cartIssuesSlice.selectors.selectLineIssues(state, providerId);

/**
 * The server's list of lines it cannot sell: a line over the stock left has its count lowered to what
 * is left, with the message; anything else (nothing left, not on sale) is marked sold out ('تمام شد')
 * and blocks checkout.
 */
export const markUnsellable =
  ({ providerId, lines }: { providerId: string; lines: UnsellableLine[] }) =>
  (dispatch: AppDispatch, getState: () => RootState) => {
    for (const u of lines) {
      const line = getState().cart.byProvider[providerId]?.lines.find((l) => l.orderId === u._id);
      if (!line) continue;
      const left = u.code === 'ITEM_OVER_LIMIT' && typeof u.available === 'number' ? Math.floor(u.available) : 0;
      if (left > 0) {
        dispatch(capLine({ providerId, orderId: u._id, count: left }));
        const issue = { message: u.message, soldOut: false, cappedTo: Math.min(line.itemsCount, left) };
        dispatch(cartIssuesSlice.actions.noted({ providerId, orderId: u._id, issue }));
      } else {
        dispatch(
          cartIssuesSlice.actions.noted({ providerId, orderId: u._id, issue: { message: u.message, soldOut: true } }),
        );
      }
    }
  };
