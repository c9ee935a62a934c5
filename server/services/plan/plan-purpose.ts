import type { PurposeHandler } from '../payment/purposes';
import { moveWallet } from '../wallet/move-wallet';
import { activateMemberPlan } from './activate-plan';

/**
 * The bank confirmed a plan's payment: the plan opens. A plan already opened or canceled meanwhile keeps the
 * money for the payer as wallet credit.
 */
export const PLAN_PURPOSE: PurposeHandler = {
  async settle({ tx, payment }) {
    if (payment.subjectId && (await activateMemberPlan({ tx, memberPlanId: payment.subjectId }))) return;
    await moveWallet({
      tx,
      move: {
        userId: payment.userId,
        amount: payment.amount,
        reason: 'paymentRefund',
        description: 'بازگشت وجه پرداخت پلن',
        refType: 'payment',
        refId: payment.id,
        key: `payment:${payment.id}:refund`,
      },
    });
  },
  resultPath: (paymentId) => `/plan/payment/${paymentId}`,
};
