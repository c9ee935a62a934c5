import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { openModal } from './modalsSlice';

/** What the confirm modal shows. */
export interface ConfirmOptions {
  title?: string;
  message: string;
  /** Default 'تایید'. */
  confirmText?: string;
  /** Default 'انصراف'. */
  cancelText?: string;
  /** Paints the confirm button red (removals, logout). */
  danger?: boolean;
}

// Resolvers are functions, so they live here in module memory and never in the redux state.
const pending = new Map<string, (value: boolean) => void>();
let sequence = 0;

/**
 * Opens the confirm modal and resolves with the answer: true for the confirm button, false for
 * cancel, Escape, the backdrop or the modal being closed from outside.
 */
export function askConfirm(dispatch: Dispatch<UnknownAction>, options: ConfirmOptions): Promise<boolean> {
  sequence += 1;
  const confirmId = `confirm-${Date.now().toString(36)}-${sequence}`;
  return new Promise<boolean>((resolve) => {
    pending.set(confirmId, resolve);
    dispatch(openModal({ type: 'confirm', props: { ...options, confirmId } }));
  });
}

/** Called by ConfirmModal; answering twice or for an unknown id does nothing. */
export function resolveConfirm(confirmId: string, value: boolean): void {
  const resolve = pending.get(confirmId);
  if (!resolve) return;
  pending.delete(confirmId);
  resolve(value);
}
