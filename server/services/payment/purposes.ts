import type { Tx } from '../../db/client';
import type { PaymentPurpose, payments } from '../../db/schema';
import { eventPurchaseHandler } from '../academy/settle-purchase';
import { TAB_PURPOSE } from '../tab/settle-tab-share';
import { seriesPurpose } from '../space/settle-series';
import { PLAN_PURPOSE } from '../plan/plan-purpose';

type PaymentRow = typeof payments.$inferSelect;

/**
 * What happens when the bank confirms a payment of a purpose other than order, wallet and bundle (those
 * three are settled in settle-payment.ts itself). Each feature that sells something through the bank adds its
 * handler here with one line; `payment.subjectId` names what was bought.
 */
export interface PurposeHandler {
  /**
   * Runs inside settlePayment's transaction, once, after the payment moved to paid. When what was bought is
   * gone meanwhile (released, canceled), it must keep the money for the payer (wallet credit) rather than lose it.
   */
  settle(opts: { tx: Tx; payment: PaymentRow }): Promise<void>;
  /** Runs after the transaction committed (texts, live events); a failure here is logged, never undoes the payment. */
  after?(opts: { payment: PaymentRow }): Promise<void>;
  /** The result screen the bank sends the payer back to (default `/payment/{id}`). */
  resultPath?(paymentId: string): string;
}

/** The handlers by purpose, one line each. */
export const PURPOSE_HANDLERS: Partial<Record<PaymentPurpose, PurposeHandler>> = {
  event: eventPurchaseHandler,
  tab: TAB_PURPOSE,
  series: seriesPurpose,
  plan: PLAN_PURPOSE,
};
