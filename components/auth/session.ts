import { describeError } from '@/api-client';
import { UI_ERRORS } from '@/lib/messages/ui';
import type { AppDispatch } from '@/store';
import { authApi } from '@/store/api/auth';
import { openModal } from '@/store/slices/modalsSlice';

/**
 * Section 7's rule for login, register and verify failures: 500 shows the generic text, 429 the
 * body's Persian message, anything else the server's error text.
 */
export function authErrorText(err: unknown): string {
  const info = describeError(err);
  return info.status === 500 ? UI_ERRORS.generic : info.message;
}

type Field = 'phone' | 'code' | 'firstName' | 'lastName' | 'reagentCode' | 'form';

/**
 * Which field a failure belongs to, for errors the user fixes in place (HTTP 400); null means it
 * goes to the error modal (rate limits, server trouble, no connection).
 */
export function errorField(err: unknown): Field | null {
  const info = describeError(err);
  if (info.status !== 400) return null;
  const code = info.code ?? '';
  if (code.startsWith('PHONE_')) return 'phone';
  if (code.startsWith('CODE_')) return 'code';
  if (code === 'FIRST_NAME_REQUIRED') return 'firstName';
  if (code === 'LAST_NAME_REQUIRED') return 'lastName';
  if (code === 'REAGENT_INVALID') return 'reagentCode';
  const issues = (err as { data?: { error?: { issues?: { path?: string }[] } } })?.data?.error?.issues;
  const path = issues?.[0]?.path?.split('.')[0];
  if (path === 'phone' || path === 'firstName' || path === 'lastName' || path === 'reagentCode') return path;
  if (path === 'code' || path === 'verifyToken') return 'code';
  return 'form';
}

/**
 * Opens the error modal with the auth rule's text. `returnTo` gets focus first, so closing the
 * error modal brings the keyboard back there (the button pressed is disabled while it waits).
 */
export function showAuthError(dispatch: AppDispatch, err: unknown, returnTo?: HTMLElement | null): void {
  returnTo?.focus();
  dispatch(openModal({ type: 'error', props: { message: authErrorText(err) } }));
}

/** Asks the server who is signed in (skipping the cache); the auth slice takes the answer (its extraReducers). */
export async function recheckActivation(dispatch: AppDispatch): Promise<void> {
  await dispatch(authApi.endpoints.checkActivation.initiate(undefined, { forceRefetch: true, subscribe: false }));
}

export { safeNext } from './safe-next';
