import type { PayloadAction } from '@reduxjs/toolkit';
import { defineSlice } from '@/store/slice';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { LoginModalProps } from '@/components/auth/LoginModal';
import type { RegisterModalProps } from '@/components/auth/RegisterModal';
import type { BundlePriceModalProps } from '@/components/bundle/BundlePriceModal';
import type { EventPaymentModalProps } from '@/components/academy/EventPaymentModal';
import type { GiftModalProps } from '@/components/gift/GiftModal';
import type { PaymentTypeModalProps } from '@/components/payment/PaymentTypeModal';
import type { ConfirmModalProps } from '@/components/ui/ConfirmModal';
import type { ErrorModalProps } from '@/components/ui/ErrorModal';
import type { ItemView, ProviderView } from '@/lib/contracts/menu/customer';

/**
 * Every modal the app shows, with the props it is opened with (plain data: they live in the redux
 * state). The host (components/ui/ModalHost) maps each type to its component.
 */
export interface ModalPropsMap {
  login: LoginModalProps;
  register: RegisterModalProps;
  error: ErrorModalProps;
  result: Record<string, never>;
  confirm: ConfirmModalProps;
  itemDetails: { item: ItemView };
  branches: { provider: ProviderView; kind?: 'cafe' | 'space' };
  contactUs: Record<string, never>;
  paymentType: PaymentTypeModalProps;
  gift: GiftModalProps;
  bundlePrice: BundlePriceModalProps;
  eventPayment: EventPaymentModalProps;
}

export type ModalType = keyof ModalPropsMap;

/** What openModal takes: a modal type and its own props (required when the modal needs some). */
export type ModalRequest = {
  [K in ModalType]: Record<string, never> extends ModalPropsMap[K]
    ? { type: K; props?: ModalPropsMap[K] }
    : { type: K; props: ModalPropsMap[K] };
}[ModalType];

export type ModalEntry = { [K in ModalType]: { id: number; type: K; props: ModalPropsMap[K] } }[ModalType];

export interface ModalsState {
  stack: ModalEntry[];
  nextId: number;
}

const initialState: ModalsState = { stack: [], nextId: 1 };

export const modalsSlice = defineSlice({
  name: 'modals',
  initialState,
  reducers: {
    openModal: (state, action: PayloadAction<ModalRequest>): ModalsState => ({
      stack: [
        ...state.stack,
        { id: state.nextId, type: action.payload.type, props: action.payload.props ?? {} } as ModalEntry,
      ],
      nextId: state.nextId + 1,
    }),
    /** Closes the top modal, or the one with `id`. */
    closeModal: (state, action: PayloadAction<number | undefined>): ModalsState => {
      const stack =
        action.payload === undefined ? state.stack.slice(0, -1) : state.stack.filter((m) => m.id !== action.payload);
      return stack.length === state.stack.length ? state : { ...state, stack };
    },
    closeAll: (state): ModalsState => (state.stack.length ? { ...state, stack: [] } : state),
  },
  selectors: {
    selectTopModal: (s) => s.stack[s.stack.length - 1] ?? null,
    selectModalStack: (s) => s.stack,
  },
});

export const { openModal, closeModal, closeAll } = modalsSlice.actions;

/**
 * The generic error modal with the Persian text of whatever failed (an API error or a thrown one). A thunk: the
 * texts come with the HTTP client's module (api-client, lib/messages/ui), which a request has already loaded,
 * not with every page's first load.
 */
export const errorModal = (err: unknown) => (dispatch: Dispatch<UnknownAction>) =>
  import('@/api-client').then(({ describeError }) => {
    dispatch(openModal({ type: 'error', props: { message: describeError(err).message } }));
  });
export const { selectTopModal, selectModalStack } = modalsSlice.selectors;
