import type { PaymentPurpose } from '../../db/schema';

/** The result screen of a payment, which is also the bank's callback address. */
export function resultPath({ purpose, paymentId }: { purpose: PaymentPurpose; paymentId: string }): string {
  const id = encodeURIComponent(paymentId);
  if (purpose === 'wallet') return `/wallet/payment/${id}`;
  if (purpose === 'bundle') return `/bundle/payment/${id}`;
  return `/payment/${id}`;
}
