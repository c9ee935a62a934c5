import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { BundleView, UserBundleView } from '@/lib/contracts/bundle';
import { db } from '../../db/client';
import { bundles, userBundles } from '../../db/schema';
import { pagedRows } from '../../http/paging';
import { toBundleViews, toUserBundleViews } from './bundle-view';

async function page(
  where: SQL | undefined,
  paging: { page: number; size: number },
): Promise<{ bundles: BundleView[]; total: number }> {
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db()
        .select()
        .from(bundles)
        .where(where)
        .orderBy(asc(bundles.sort), desc(bundles.createdAt))
        .limit(limit)
        .offset(offset),
    count: db().select({ total: count() }).from(bundles).where(where),
  });
  return { bundles: await toBundleViews({ rows }), total };
}

/** GET /v1/bundle/list/{page}-20: bundles on sale, optionally of one branch. */
export function listBundles({ paging, providerId }: { paging: { page: number; size: number }; providerId?: string }) {
  return page(and(eq(bundles.active, true), providerId ? eq(bundles.providerId, providerId) : undefined), paging);
}

/** GET /v1/bundle/list/admin/{providerId}/{page}-100: every bundle of a branch, on sale or not. */
export function listProviderBundles({
  providerId,
  paging,
}: {
  providerId: string;
  paging: { page: number; size: number };
}) {
  return page(eq(bundles.providerId, providerId), paging);
}

/** GET /v1/profile/my/bundle/list/{page}-20: what the customer bought, newest first (awaiting payment hidden). */
export async function myBundles({
  userId,
  paging,
}: {
  userId: string;
  paging: { page: number; size: number };
}): Promise<{ bundles: UserBundleView[]; total: number }> {
  const where = and(eq(userBundles.userId, userId), eq(userBundles.status, 'active'));
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db().select().from(userBundles).where(where).orderBy(desc(userBundles.purchasedAt)).limit(limit).offset(offset),
    count: db().select({ total: count() }).from(userBundles).where(where),
  });
  return { bundles: await toUserBundleViews({ rows }), total };
}
