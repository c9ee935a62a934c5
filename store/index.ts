import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';
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

const rootReducer = combineSlices(authSlice, cartSlice, modalsSlice, uiSlice).withLazyLoadedSlices<LazyLoadedSlices>();
/** Typed with every late slice present: code can only reach a late slice by importing it, which attaches it. */
export type RootState = ReturnType<typeof rootReducer> & Required<LazyLoadedSlices>;

const lateMiddleware = createDynamicMiddleware();
/** The browser's store (one per tab), so a slice that loads later is set up in it at once. */
const liveStores = new Set<{ dispatch: (action: { type: string }) => unknown }>();

/** A new store per request on the server and once in the browser. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer as unknown as Reducer<RootState>,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(lateMiddleware.middleware),
  });
  if (typeof window !== 'undefined') liveStores.add(store);
  return store;
}

/**
 * Adds a slice and its middleware when their code loads. Stores made afterwards start with them; a
 * store that already exists gets the slice's first state at once (one no-op action), so no selector
 * ever finds it missing. A module reloaded in development replaces its slice.
 */
export function attachLateSlice(slice: { reducerPath: string; reducer: Reducer }, middleware?: Middleware) {
  rootReducer.inject(slice as Parameters<typeof rootReducer.inject>[0], { overrideExisting: true });
  if (middleware) lateMiddleware.addMiddleware(middleware);
  for (const store of liveStores) store.dispatch({ type: `store/attached/${slice.reducerPath}` });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

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
