import type { Middleware, Reducer, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { applyMiddleware, legacy_createStore, type Store } from 'redux';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { authSlice } from './slices/authSlice';
import { cartSlice, CART_STORAGE_KEY, type CartState, type SavedCart } from './slices/cartSlice';
import { modalsSlice } from './slices/modalsSlice';
import { uiSlice } from './slices/uiSlice';

/**
 * Slices whose code loads after the store is made: the RTK Query API (store/api/base.ts), which a page
 * that fetches nothing while it starts (a server-rendered menu, a guest's blog post) never loads, and the
 * support tickets' filters (store/slices/ticketsSlice.ts), which only the ticket screens load.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface LazyLoadedSlices {}

/** Typed with every late slice present: code can only reach a late slice by importing it, which attaches it. */
export type RootState = {
  auth: ReturnType<typeof authSlice.reducer>;
  cart: CartState;
  modals: ReturnType<typeof modalsSlice.reducer>;
  ui: ReturnType<typeof uiSlice.reducer>;
} & Required<LazyLoadedSlices>;

// The store is plain Redux (Redux Toolkit's configureStore, combineSlices and createDynamicMiddleware would
// bring Redux Toolkit and immer into every page's first load): the slices below, the thunk middleware and
// the late slices' middleware (RTK Query's), set up as configureStore would in production.
const reducers: Record<string, Reducer> = {
  [authSlice.reducerPath]: authSlice.reducer,
  [cartSlice.reducerPath]: cartSlice.reducer,
  [modalsSlice.reducerPath]: modalsSlice.reducer,
  [uiSlice.reducerPath]: uiSlice.reducer,
};

/** combineReducers over the slices present now; a key without a slice yet (preloaded state) is kept. */
function rootReducer(state: Record<string, unknown> = {}, action: UnknownAction): Record<string, unknown> {
  let next: Record<string, unknown> | null = null;
  for (const key in reducers) {
    const after = reducers[key](state[key], action);
    if (after !== state[key]) (next ??= { ...state })[key] = after;
  }
  return next ?? state;
}

const thunk: Middleware =
  ({ dispatch, getState }) =>
  (next) =>
  (action) =>
    typeof action === 'function' ? action(dispatch, getState, undefined) : next(action);

/** Middleware added when its code loads (createDynamicMiddleware): set up once per store, in the order added. */
const lateMiddleware: Middleware[] = [];
const dynamicMiddleware: Middleware = (api) => {
  const applied = new Map<Middleware, ReturnType<Middleware>>();
  return (next) => (action) => {
    let chain = next;
    for (let i = lateMiddleware.length - 1; i >= 0; i--) {
      const mw = lateMiddleware[i];
      let withApi = applied.get(mw);
      if (!withApi) applied.set(mw, (withApi = mw(api)));
      chain = withApi(chain);
    }
    return chain(action);
  };
};

/** The browser's store (one per tab), so a slice that loads later is set up in it at once. */
const liveStores = new Set<{ dispatch: (action: { type: string }) => unknown }>();

export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;
export type AppStore = Omit<Store<RootState, UnknownAction>, 'dispatch'> & { dispatch: AppDispatch };

/** A new store per request on the server and once in the browser. */
export function makeStore(preloadedState?: Partial<RootState>): AppStore {
  const store = legacy_createStore(
    rootReducer as unknown as Reducer<RootState>,
    preloadedState as RootState | undefined,
    applyMiddleware(thunk, dynamicMiddleware),
  ) as unknown as AppStore;
  if (typeof window !== 'undefined') liveStores.add(store);
  return store;
}

/**
 * Adds a slice and its middleware when their code loads. Stores made afterwards start with them; a
 * store that already exists gets the slice's first state at once (one no-op action), so no selector
 * ever finds it missing. A module reloaded in development replaces its slice.
 */
export function attachLateSlice(slice: { reducerPath: string; reducer: Reducer }, middleware?: Middleware) {
  reducers[slice.reducerPath] = slice.reducer;
  if (middleware && !lateMiddleware.includes(middleware)) lateMiddleware.push(middleware);
  for (const store of liveStores) store.dispatch({ type: `store/attached/${slice.reducerPath}` });
}

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** Keeps the cart in local storage (the spec's 24-hour cart). */
export function persistCart(store: AppStore): () => void {
  let last: CartState['byProvider'] | null = null;
  return store.subscribe(() => {
    const { byProvider } = store.getState().cart;
    if (byProvider === last) return;
    last = byProvider;
    const saved: SavedCart = { byProvider };
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(saved));
    } catch {
      // Private mode or full storage: the cart lives for this tab only.
    }
  });
}
