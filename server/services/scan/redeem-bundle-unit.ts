import { and, eq, sql } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import type { UserBundleView } from '@/lib/contracts/bundle';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { bundleRedemptions, userBundleItems, userBundles } from '../../db/schema';
import { AppError } from '../../http/errors';
import { clockNow } from '../../clock';
import { toUserBundleViews } from '../bundle/bundle-view';

/**
 * POST /v1/bundle/redeem: hands over one unit of an item of a customer's bundle at the counter. The
 * unit is taken and recorded in one transaction with the row locked; the same clientKey again (a
 * retried tap) changes nothing and answers as the first time.
 */
export async function redeemBundleUnit({
  actor,
  input,
}: {
  actor: SessionUser;
  input: { userBundleId: string; itemId: string; clientKey: string };
}): Promise<{ bundle: UserBundleView; redeemed: boolean }> {
  const redeemed = await db().transaction(async (tx) => {
    const [part] = await tx
      .select({ item: userBundleItems, bundle: userBundles })
      .from(userBundleItems)
      .innerJoin(userBundles, eq(userBundles.id, userBundleItems.userBundleId))
      .where(and(eq(userBundleItems.userBundleId, input.userBundleId), eq(userBundleItems.itemId, input.itemId)))
      .for('update', { of: userBundleItems })
      .limit(1);
    if (!part || !can(actor, 'orders', part.bundle.providerId)) throw new AppError('SCAN_UNKNOWN');
    const [done] = await tx
      .select({ id: bundleRedemptions.id, itemId: bundleRedemptions.userBundleItemId })
      .from(bundleRedemptions)
      .where(eq(bundleRedemptions.clientKey, input.clientKey));
    if (done) {
      if (done.itemId !== part.item.id)
        throw new AppError('BAD_INPUT', { fa: 'این درخواست قبلاً برای آیتم دیگری ثبت شده است.' });
      return false;
    }
    const now = clockNow();
    if (part.bundle.status !== 'active' || (part.bundle.expiresAt && part.bundle.expiresAt <= now))
      throw new AppError('BUNDLE_NOT_REDEEMABLE');
    if (part.item.remaining <= 0) throw new AppError('BUNDLE_ITEM_USED_UP');
    await tx
      .update(userBundleItems)
      .set({ remaining: sql`${userBundleItems.remaining} - 1` })
      .where(eq(userBundleItems.id, part.item.id));
    await tx.insert(bundleRedemptions).values({
      id: newId(),
      userBundleItemId: part.item.id,
      providerId: part.bundle.providerId,
      staffId: actor.id,
      clientKey: input.clientKey,
    });
    return true;
  });
  const [row] = await db().select().from(userBundles).where(eq(userBundles.id, input.userBundleId));
  return { bundle: (await toUserBundleViews({ rows: [row] }))[0], redeemed };
}
