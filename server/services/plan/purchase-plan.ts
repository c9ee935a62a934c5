import { and, eq } from 'drizzle-orm';
import type { MemberPlanView, PlanPurchaseInput } from '@/lib/contracts/plan';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { memberPlans, payments, plans } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import { createPayment } from '../payment/create-payment';
import { startPayment } from '../payment/start-payment';
import { vatFor } from '../vat/vat-for';
import { moveWallet } from '../wallet/move-wallet';
import { toMemberPlanViews } from './plan-view';
import { activateMemberPlan } from './activate-plan';
import { planVatModes } from './plan-vat';

/**
 * POST /v1/plan/purchase: by wallet, the price is spent and the plan opens in one transaction; by bank, the
 * answer is `{ link }` and the plan opens when the bank confirms. A repeated request with the same `key` buys once.
 * The sale carries VAT (issue 29) at the purchase day's rate under the plan's mode (./plan-vat.ts): in mode
 * 'added' the wallet and the bank charge the price plus VAT.
 */
export async function purchasePlan({
  user,
  input,
}: {
  user: SessionUser;
  input: PlanPurchaseInput;
}): Promise<{ memberPlan?: MemberPlanView; link?: string; paymentId?: string }> {
  if (input.key) {
    const [same] = await db()
      .select()
      .from(memberPlans)
      .where(and(eq(memberPlans.userId, user.id), eq(memberPlans.clientKey, input.key)))
      .limit(1);
    if (same) return answerFor(same);
  }
  const [p] = await db().select().from(plans).where(eq(plans.id, input.planId)).limit(1);
  if (!p) throw new AppError('PLAN_NOT_FOUND');
  if (!p.active) throw new AppError('PLAN_INACTIVE');

  const made = await db().transaction(async (tx) => {
    const id = newId();
    const [mode] = await planVatModes({ tx, plans: [p] });
    const vat = await vatFor({ tx, providerId: null, amount: p.price, mode });
    await tx.insert(memberPlans).values({
      id,
      userId: user.id,
      planId: p.id,
      title: p.title,
      price: p.price,
      months: p.months,
      roomHours: p.roomHours,
      dayPasses: p.dayPasses,
      drinksPerDay: p.drinksPerDay,
      providerIds: p.providerIds,
      paymentBy: input.paymentBy,
      status: 'awaitingPayment',
      clientKey: input.key ?? null,
      vat: vat.vat,
    });
    if (input.paymentBy === 'wallet') {
      await moveWallet({
        tx,
        move: {
          userId: user.id,
          amount: -vat.total,
          reason: 'plan',
          description: `خرید پلن ${p.title}`,
          refType: 'plan',
          refId: id,
          key: `plan:${id}:pay`,
        },
      });
      await activateMemberPlan({ tx, memberPlanId: id });
      return { id, paymentId: null };
    }
    const paymentId = await createPayment({
      tx,
      payment: {
        userId: user.id,
        providerId: null,
        purpose: 'plan',
        subjectId: id,
        amount: vat.total,
        bankType: input.bankType ?? null,
      },
    });
    return { id, paymentId };
  });
  if (made.paymentId) {
    const link = await startPayment({
      paymentId: made.paymentId,
      opts: { description: `خرید پلن ${p.title}`, mobile: user.phone },
    });
    return { link, paymentId: made.paymentId };
  }
  const [row] = await db().select().from(memberPlans).where(eq(memberPlans.id, made.id));
  return { memberPlan: (await toMemberPlanViews({ rows: [row], now: clockNow() }))[0] };
}

async function answerFor(mp: typeof memberPlans.$inferSelect) {
  if (mp.status === 'awaitingPayment') {
    const [pay] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.subjectId, mp.id), eq(payments.purpose, 'plan'), eq(payments.status, 'pending')))
      .limit(1);
    if (pay?.link) return { link: pay.link, paymentId: pay.id };
  }
  return { memberPlan: (await toMemberPlanViews({ rows: [mp], now: clockNow() }))[0] };
}
