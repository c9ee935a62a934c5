import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api } from './api/base';
import { authSlice } from './slices/authSlice';
import { cartSlice, CART_STORAGE_KEY, type CartState } from './slices/cartSlice';
import { modalsSlice } from './slices/modalsSlice';
import { uiSlice } from './slices/uiSlice';
import { ticketsSlice } from './slices/ticketsSlice';

const rootReducer = combineSlices(api, authSlice, cartSlice, modalsSlice, uiSlice, ticketsSlice);
export type RootState = ReturnType<typeof rootReducer>;

/** A new store per request on the server and once in the browser. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** Keeps the cart in local storage (the spec's 24-hour cart). */
export function persistCart(store: AppStore): () => void {
  let last: CartState | null = null;
  return store.subscribe(() => {
    const cart = store.getState().cart;
    if (cart === last) return;
    last = cart;
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
    } catch {
      // Private mode or full storage: the cart lives for this tab only.
    }
  });
}
