import { eq } from 'drizzle-orm';
import type { TableTabView } from '@/lib/contracts/tab';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { providers } from '../../db/schema';
import { tableById } from '../provider/table-by-id';
import { openTabOf } from './open-tab';
import { isMember } from './tab-access';

/** GET /v1/tab/table/{tableId}: what the QR screen offers: «شروع سفارش میز» or «پیوستن به میز ۵». */
export async function tableTab({ user, tableId }: { user: SessionUser; tableId: string }): Promise<TableTabView> {
  const { table } = await tableById(tableId);
  const [prov] = await db()
    .select({ name: providers.name })
    .from(providers)
    .where(eq(providers.id, table.providerId))
    .limit(1);
  const open = await openTabOf(table._id);
  return {
    table: { _id: table._id, number: table.number, providerId: table.providerId, providerName: prov?.name ?? '' },
    openTab: open ? { _id: open.id, member: await isMember({ tabId: open.id, userId: user.id }) } : null,
  };
}
