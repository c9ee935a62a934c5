import type { PaymentPurpose } from '../../db/schema';
import { PURPOSE_HANDLERS } from './purposes';

/** The result screen of a payment, which is also the bank's callback address. */
export function resultPath({ purpose, paymentId }: { purpose: PaymentPurpose; paymentId: string }): string {
  const id = encodeURIComponent(paymentId);
  if (purpose === 'wallet') return `/wallet/payment/${id}`;
  if (purpose === 'bundle') return `/bundle/payment/${id}`;
  const own = PURPOSE_HANDLERS[purpose]?.resultPath;
  if (own) return own(id);
  return `/payment/${id}`;
}
