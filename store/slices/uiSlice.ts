import type { PayloadAction } from '@reduxjs/toolkit';
import { defineSlice } from '@/store/slice';

export interface UiState {
  /** Counts pending blocking operations; the overlay shows while above zero. */
  loading: number;
  online: boolean;
  /** A page's own title for the header (section 2's title rules). */
  pageTitle: string | null;
}

const initialState: UiState = { loading: 0, online: true, pageTitle: null };

export const uiSlice = defineSlice({
  name: 'ui',
  initialState,
  reducers: {
    startLoading: (state) => ({ ...state, loading: state.loading + 1 }),
    stopLoading: (state) => (state.loading > 0 ? { ...state, loading: state.loading - 1 } : state),
    setOnline: (state, action: PayloadAction<boolean>) =>
      state.online === action.payload ? state : { ...state, online: action.payload },
    setPageTitle: (state, action: PayloadAction<string | null>) =>
      state.pageTitle === action.payload ? state : { ...state, pageTitle: action.payload },
  },
  selectors: {
    selectLoading: (s) => s.loading > 0,
    selectOnline: (s) => s.online,
    selectPageTitle: (s) => s.pageTitle,
  },
});

export const { startLoading, stopLoading, setOnline, setPageTitle } = uiSlice.actions;
export const { selectLoading, selectOnline, selectPageTitle } = uiSlice.selectors;
