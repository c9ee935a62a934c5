import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { CapacityOverrideInput, CapacityOverrideView } from '@/lib/contracts/space/items';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { menuItems, spaceCapacityOverrides } from '../../db/schema';
import { AppError } from '../../http/errors';
import { capacityOverrideView } from './space-item-view';

/**
 * POST /v1/menu/space/capacity/override: the capacity of a range of days (0 closes them); newer
 * ranges win. The menu permission at body.providerId is the route's; the item must be that branch's.
 */
export async function addCapacityOverride({
  input,
}: {
  input: CapacityOverrideInput;
}): Promise<{ override: CapacityOverrideView }> {
  const [i] = await db().select().from(menuItems).where(eq(menuItems.id, input.itemId)).limit(1);
  if (!i || i.kind !== 'space' || i.providerId !== input.providerId) throw new AppError('SPACE_ITEM_NOT_FOUND');
  const days = (Date.parse(input.endDate) - Date.parse(input.startDate)) / 86_400_000;
  if (days > 366) throw new AppError('SPACE_RANGE_TOO_LONG');
  const [row] = await db()
    .insert(spaceCapacityOverrides)
    .values({
      id: newId(),
      itemId: i.id,
      providerId: i.providerId,
      startDate: input.startDate,
      endDate: input.endDate,
      capacity: input.capacity,
    })
    .returning();
  return { override: capacityOverrideView(row) };
}

/** GET /v1/menu/get/{itemId}/override/{start}/{end}/{providerId}: overrides touching the range, newest first. */
export async function listCapacityOverrides({
  itemId,
  start,
  end,
  providerId,
}: {
  itemId: string;
  start: string;
  end: string;
  providerId: string;
}): Promise<{ overrides: CapacityOverrideView[] }> {
  if (end < start) throw new AppError('SPACE_RANGE_INVALID');
  const [i] = await db()
    .select({ id: menuItems.id, providerId: menuItems.providerId, kind: menuItems.kind })
    .from(menuItems)
    .where(eq(menuItems.id, itemId))
    .limit(1);
  if (!i || i.kind !== 'space' || i.providerId !== providerId) throw new AppError('SPACE_ITEM_NOT_FOUND');
  const rows = await db()
    .select()
    .from(spaceCapacityOverrides)
    .where(
      and(
        eq(spaceCapacityOverrides.itemId, itemId),
        lte(spaceCapacityOverrides.startDate, end),
        gte(spaceCapacityOverrides.endDate, start),
      ),
    )
    .orderBy(desc(spaceCapacityOverrides.createdAt), desc(spaceCapacityOverrides.id));
  return { overrides: rows.map(capacityOverrideView) };
}
