import { and, eq, like, not } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { menuItems } from './schema';

/**
 * The demo workspace items become bookable (issue 14): the hourly meeting room is a resource booked
 * by the hour; day passes are pool items with a daily capacity.
 */
export async function seedSpace(db: DbOrTx): Promise<void> {
  await db
    .update(menuItems)
    .set({ spaceType: 'resource', capacity: null })
    .where(and(eq(menuItems.kind, 'space'), like(menuItems.title, '%ساعتی%')));
  await db
    .update(menuItems)
    .set({ spaceType: 'pool', capacity: 12 })
    .where(and(eq(menuItems.kind, 'space'), not(like(menuItems.title, '%ساعتی%'))));
}
