import type { Tx } from '../../db/client';
import { promoteMembership } from '../membership/promote-membership';
import { rewardReferral } from '../referral/reward-referral';
import type { OrderRow } from './load-order';

/**
 * An order was delivered (in the caller's transaction): the customer may climb a membership level,
 * and a paid first order of an invited customer rewards whoever invited them.
 */
export async function onOrderCompleted({ tx, order }: { tx: Tx; order: OrderRow }): Promise<void> {
  // A walk-in counter order has no customer to promote or reward.
  if (!order.userId) return;
  await promoteMembership({ tx, userId: order.userId });
  if (order.paid) await rewardReferral({ tx, order: { ...order, userId: order.userId } });
}
