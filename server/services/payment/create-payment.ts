import type { Tx } from '../../db/client';
import { payments, type PaymentPurpose } from '../../db/schema';
import { newId } from '../../db/ids';
import { gateway } from '../../integrations/payment';

export interface NewPayment {
  userId: string;
  providerId?: string | null;
  purpose: PaymentPurpose;
  orderId?: string | null;
  userBundleId?: string | null;
  /** What the payment buys, for the purposes settled in purposes.ts. */
  subjectId?: string | null;
  /** Integer toman asked of the bank; stored, and the only amount verification ever uses. */
  amount: number;
  bankType?: string | null;
  device?: string;
  chargeType?: string | null;
}

/** Writes a pending payment inside the caller's transaction; startPayment() then opens it at the bank. */
export async function createPayment({ tx, payment: p }: { tx: Tx; payment: NewPayment }): Promise<string> {
  const id = newId();
  await tx.insert(payments).values({
    id,
    userId: p.userId,
    providerId: p.providerId ?? null,
    purpose: p.purpose,
    orderId: p.orderId ?? null,
    userBundleId: p.userBundleId ?? null,
    subjectId: p.subjectId ?? null,
    amount: p.amount,
    driver: gateway().name,
    bankType: p.bankType ?? null,
    device: p.device ?? 'web',
    chargeType: p.chargeType ?? null,
  });
  return id;
}
