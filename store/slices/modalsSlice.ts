import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { describeError } from '@/api-client';

/** Every modal the app shows; the host maps each to its component. */
export type ModalType = 'login' | 'register' | 'error' | 'result' | 'confirm' | 'itemDetails' | 'branches' | 'contactUs' | 'paymentType' | 'gift' | 'bundlePrice';

export interface ModalEntry {
  id: number;
  type: ModalType;
  props: Record<string, unknown>;
}

export interface ModalsState {
  stack: ModalEntry[];
  nextId: number;
}

const initialState: ModalsState = { stack: [], nextId: 1 };

export const modalsSlice = createSlice({
  name: 'modals',
  initialState,
  reducers: {
    openModal(state, action: PayloadAction<{ type: ModalType; props?: Record<string, unknown> }>) {
      state.stack.push({ id: state.nextId++, type: action.payload.type, props: action.payload.props ?? {} });
    },
    /** Closes the top modal, or the one with `id`. */
    closeModal(state, action: PayloadAction<number | undefined>) {
      if (action.payload === undefined) state.stack.pop();
      else state.stack = state.stack.filter((m) => m.id !== action.payload);
    },
    closeAll(state) {
      state.stack = [];
    },
  },
  selectors: {
    selectTopModal: (s) => s.stack[s.stack.length - 1] ?? null,
    selectModalStack: (s) => s.stack,
  },
});

export const { openModal, closeModal, closeAll } = modalsSlice.actions;

/** The generic error modal with the Persian text of whatever failed (an API error or a thrown one). */
export const errorModal = (err: unknown) => openModal({ type: 'error', props: { message: describeError(err).message } });
export const { selectTopModal, selectModalStack } = modalsSlice.selectors;
