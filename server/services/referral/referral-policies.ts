import { asc, eq, sql } from 'drizzle-orm';
import type { ReferralPolicyView, ReferralEditInput } from '@/lib/contracts/referral';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { referralPolicies } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';

function toView(r: typeof referralPolicies.$inferSelect): ReferralPolicyView {
  return {
    _id: r.id,
    title: r.title,
    inviterReward: r.inviterReward,
    inviteeReward: r.inviteeReward,
    minOrderPrice: r.minOrderPrice,
    active: r.active,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** GET /v1/referral/list: every policy for staff with the referral permission, the active ones for anyone else. */
export async function listReferralPolicies(opts: {
  all: boolean;
}): Promise<{ referralPolicies: ReferralPolicyView[] }> {
  const rows = await db()
    .select()
    .from(referralPolicies)
    .where(opts.all ? undefined : eq(referralPolicies.active, true))
    .orderBy(asc(referralPolicies.createdAt));
  return { referralPolicies: rows.map(toView) };
}

/**
 * POST /v1/referral/edit: changes a policy (with an id) or adds one. Only one policy is active at a
 * time: activating one switches the others off, in the same transaction.
 */
export async function editReferralPolicy({
  actor,
  input,
}: {
  actor: SessionUser;
  input: ReferralEditInput;
}): Promise<{ referralPolicy: ReferralPolicyView }> {
  const id = input.policyId ?? input._id;
  const saved = await db().transaction(async (tx) => {
    const fields = {
      title: input.title,
      inviterReward: input.inviterReward,
      inviteeReward: input.inviteeReward,
      minOrderPrice: input.minOrderPrice,
      active: input.active,
      updatedBy: actor.id,
      updatedAt: sql`now()`,
    };
    if (input.active) await tx.update(referralPolicies).set({ active: false }).where(eq(referralPolicies.active, true));
    if (id) {
      const [row] = await tx.update(referralPolicies).set(fields).where(eq(referralPolicies.id, id)).returning();
      if (!row) throw new AppError('REFERRAL_NOT_FOUND');
      return row;
    }
    const [row] = await tx
      .insert(referralPolicies)
      .values({ id: newId(), ...fields })
      .returning();
    return row;
  });
  return { referralPolicy: toView(saved) };
}
