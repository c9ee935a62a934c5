import { and, asc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { referralPolicies, referralRewards, users } from '../../db/schema';
import { moveWallet } from '../wallet/move-wallet';

/**
 * When an invited customer (registered with a reagentCode) completes a paid order, the inviter's
 * reward from the active referral policy goes to the inviter's wallet (and the invitee's, if the
 * policy has one). Once per invited customer: the first completed paid order that reaches the
 * policy's minimum claims the reward row keyed by the invitee; later orders find it taken.
 */
export async function rewardReferral({
  tx,
  order,
}: {
  tx: Tx;
  order: { id: string; userId: string; totalPrice: number };
}): Promise<boolean> {
  const [invitee] = await tx
    .select({ id: users.id, reagentCode: users.reagentCode })
    .from(users)
    .where(eq(users.id, order.userId))
    .limit(1);
  if (!invitee?.reagentCode) return false;
  const [inviter] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, invitee.reagentCode), ne(users.id, invitee.id)))
    .limit(1);
  if (!inviter) return false;
  const [policy] = await tx
    .select()
    .from(referralPolicies)
    .where(eq(referralPolicies.active, true))
    .orderBy(asc(referralPolicies.createdAt))
    .limit(1);
  if (!policy || order.totalPrice < policy.minOrderPrice) return false;
  const claimed = await tx
    .insert(referralRewards)
    .values({
      inviteeId: invitee.id,
      inviterId: inviter.id,
      policyId: policy.id,
      orderId: order.id,
      inviterAmount: policy.inviterReward,
      inviteeAmount: policy.inviteeReward,
    })
    .onConflictDoNothing()
    .returning({ id: referralRewards.inviteeId });
  if (!claimed.length) return false;
  if (policy.inviterReward > 0) {
    await moveWallet({
      tx,
      move: {
        userId: inviter.id,
        amount: policy.inviterReward,
        reason: 'referral',
        description: 'پاداش دعوت از دوستان',
        refType: 'referral',
        refId: invitee.id,
        key: `referral:${invitee.id}:inviter`,
      },
    });
  }
  if (policy.inviteeReward > 0) {
    await moveWallet({
      tx,
      move: {
        userId: invitee.id,
        amount: policy.inviteeReward,
        reason: 'referral',
        description: 'هدیه عضویت با کد دعوت',
        refType: 'referral',
        refId: invitee.id,
        key: `referral:${invitee.id}:invitee`,
      },
    });
  }
  return true;
}
