import { eq } from 'drizzle-orm';
import type { PoolAvailability, ResourceAvailability } from '@/lib/contracts/space/booking';
import { tehranIsoDate } from '@/lib/jalali';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { bookableHours, itemHours, hourStart } from './space-hours';
import { capacityOn, loadSpaceItem } from './load-space-item';
import { heldOn, takenHours } from './space-holds';
import { spaceTypeOf } from './space-item-view';

/** GET /v1/order/check/pool/{itemId}/{date}/availability: the seats left that day. */
export async function poolAvailability({ itemId, day }: { itemId: string; day: string }): Promise<PoolAvailability> {
  const item = await loadSpaceItem({ tx: db(), itemId });
  if (spaceTypeOf(item) !== 'pool') throw new AppError('SPACE_ITEM_NOT_FOUND');
  const now = clockNow();
  const capacity = await capacityOn({ tx: db(), item, day });
  const taken = (await heldOn({ tx: db(), itemId: item.id, day })).reduce((n, r) => n + r.seats, 0);
  const past = day < tehranIsoDate(now);
  return {
    itemId: item.id,
    date: day,
    capacity,
    taken,
    left: past ? 0 : Math.max(0, capacity - taken),
    closed: capacity === 0,
  };
}

/** GET /v1/order/check/resource/{itemId}/{date}/availability: the day's bookable hours, free and taken. */
export async function resourceAvailability({
  itemId,
  day,
}: {
  itemId: string;
  day: string;
}): Promise<ResourceAvailability> {
  const item = await loadSpaceItem({ tx: db(), itemId });
  if (spaceTypeOf(item) !== 'resource') throw new AppError('SPACE_ITEM_NOT_FOUND');
  const [provider] = await db()
    .select({ openingTime: providers.openingTime, closingTime: providers.closingTime })
    .from(providers)
    .where(eq(providers.id, item.providerId));
  const { openingHour, closingHour } = itemHours({ item, branch: bookableHours(provider) });
  const now = clockNow();
  const closed = (await capacityOn({ tx: db(), item, day })) === 0;
  const taken = takenHours(await heldOn({ tx: db(), itemId: item.id, day }));
  const freeHours: number[] = [];
  const takenList: number[] = [];
  for (let h = openingHour; h < closingHour; h++) {
    if (taken.has(h)) takenList.push(h);
    else if (!closed && hourStart({ day, hour: h }) > now) freeHours.push(h);
  }
  return { itemId: item.id, date: day, openingHour, closingHour, freeHours, takenHours: takenList, closed };
}
