import { and, desc, eq } from 'drizzle-orm';
import type { TabView } from '@/lib/contracts/tab';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { tabMembers, tabs } from '../../db/schema';
import { toTabViews } from './tab-view';

/** GET /v1/tab/mine: the tabs the caller was in, newest first (never anyone else's). */
export async function myTabs({ user }: { user: SessionUser }): Promise<{ tabs: TabView[]; total: number }> {
  const rows = await db()
    .select({ tab: tabs })
    .from(tabs)
    .innerJoin(tabMembers, and(eq(tabMembers.tabId, tabs.id), eq(tabMembers.userId, user.id)))
    .orderBy(desc(tabs.createdAt))
    .limit(20);
  const views = await toTabViews({ rows: rows.map((r) => r.tab) });
  return { tabs: views, total: views.length };
}
