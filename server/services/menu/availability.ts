import { and, asc, count, eq, gte, inArray, lt, notInArray, sql, sum } from 'drizzle-orm';
import type {
  ItemAvailabilityView,
  MenuAvailabilityView,
  UnavailableReason,
  UnavailableWindow,
} from '@/lib/contracts/menu/customer';
import { tehranDayStart } from '@/lib/jalali';
import { db } from '../../db/client';
import { menuCategories, menuItems, menuItemStates, orderItems, orders } from '../../db/schema';
import { clockNow } from '../../clock';
import { AppError } from '../../http/errors';
import { pagedRows } from '../../http/paging';
import { ensureProvider } from '../provider/ensure-provider';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Orders that did not sell anything (yet): canceled ones and those still waiting for the bank. */
const NOT_SOLD = ['canceled', 'awaitingPayment'] as const;

interface StateRow {
  itemId: string;
  at: Date;
  active: boolean;
  available: boolean;
  inStock: boolean;
}

/** The Tehran calendar day `date` (YYYY-MM-DD) as instants. */
function tehranDayBounds(date: string): { start: Date; end: Date } | null {
  const start = tehranDayStart(date);
  return start && { start, end: new Date(start.getTime() + DAY_MS) };
}

function reasonOf(s: Pick<StateRow, 'active' | 'available' | 'inStock'>): UnavailableReason | null {
  if (!s.active) return 'inactive';
  if (!s.available) return 'unavailable';
  if (!s.inStock) return 'soldOut';
  return null;
}

/**
 * An item's windows of not being orderable within [start, end), from its state changes (ordered by
 * time): the last change before the day gives the state the day starts with. Adjacent windows with
 * the same reason are merged; the time before the first record inside the day is reported, not guessed.
 */
export function dayWindows({ states, start, end }: { states: StateRow[]; start: Date; end: Date }): {
  windows: UnavailableWindow[];
  recordedFrom: Date | null;
} {
  const windows: UnavailableWindow[] = [];
  let recordedFrom: Date | null = null;
  let current: { reason: UnavailableReason | null; since: Date } | null = null;
  const close = (at: Date) => {
    if (current?.reason && at > current.since) {
      const last = windows[windows.length - 1];
      if (last && last.reason === current.reason && last.to === current.since.toISOString()) last.to = at.toISOString();
      else windows.push({ from: current.since.toISOString(), to: at.toISOString(), reason: current.reason });
    }
  };
  for (const s of states) {
    if (s.at >= end) break;
    const at = s.at < start ? start : s.at;
    if (!current && at > start) recordedFrom = at;
    close(at);
    current = { reason: reasonOf(s), since: at };
  }
  if (!current) return { windows, recordedFrom: null };
  close(end);
  return { windows, recordedFrom };
}

/**
 * GET /v1/menu/availability/check/{providerId}/{date}/{page}-{number}: for the support desk, when each
 * of a branch's items could not be ordered on a past day (or today so far), and how many were sold.
 */
export async function menuAvailability({
  providerId,
  date,
  paging,
}: {
  providerId: string;
  date: string;
  paging: { page: number; size: number };
}): Promise<MenuAvailabilityView> {
  const now = clockNow();
  const day = tehranDayBounds(date);
  if (!day) throw new AppError('AVAILABILITY_DATE_INVALID');
  if (day.start > now) throw new AppError('AVAILABILITY_DATE_FUTURE');
  const end = day.end > now ? now : day.end;

  await ensureProvider(providerId);

  const { rows: items, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db()
        .select({
          id: menuItems.id,
          title: menuItems.title,
          kind: menuItems.kind,
          categoryTitle: menuCategories.title,
          active: menuItems.active,
          available: menuItems.available,
          stock: menuItems.stock,
        })
        .from(menuItems)
        .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
        .where(eq(menuItems.providerId, providerId))
        .orderBy(
          asc(menuItems.kind),
          asc(menuCategories.sort),
          asc(menuCategories.title),
          asc(menuItems.sort),
          asc(menuItems.title),
          asc(menuItems.id),
        )
        .offset(offset)
        .limit(limit),
    count: db().select({ total: count() }).from(menuItems).where(eq(menuItems.providerId, providerId)),
  });
  const ids = items.map((i) => i.id);
  if (!ids.length) return { providerId, date, items: [], total, page: paging.page, number: paging.size };

  const [states, sold] = await Promise.all([
    // Each item's last change before the day, and every change within it.
    db()
      .select({
        itemId: menuItemStates.itemId,
        at: menuItemStates.at,
        active: menuItemStates.active,
        available: menuItemStates.available,
        inStock: menuItemStates.inStock,
      })
      .from(menuItemStates)
      .where(
        and(
          inArray(menuItemStates.itemId, ids),
          lt(menuItemStates.at, end),
          gte(
            menuItemStates.at,
            sql`coalesce((SELECT max(p.at) FROM menu_item_states p WHERE p.item_id = ${menuItemStates.itemId} AND p.at <= ${day.start.toISOString()}::timestamptz), '-infinity'::timestamptz)`,
          ),
        ),
      )
      .orderBy(asc(menuItemStates.itemId), asc(menuItemStates.at), asc(menuItemStates.id)),
    db()
      .select({ itemId: orderItems.itemId, units: sum(orderItems.count).mapWith(Number) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.providerId, providerId),
          gte(orders.createdAt, day.start),
          lt(orders.createdAt, end),
          notInArray(orders.status, [...NOT_SOLD]),
          inArray(orderItems.itemId, ids),
        ),
      )
      .groupBy(orderItems.itemId),
  ]);

  const byItem = new Map<string, StateRow[]>();
  for (const s of states) {
    const list = byItem.get(s.itemId) ?? [];
    list.push(s);
    byItem.set(s.itemId, list);
  }
  const soldBy = new Map(sold.map((s) => [s.itemId, s.units]));

  const views: ItemAvailabilityView[] = items.map((i) => {
    const { windows, recordedFrom } = dayWindows({ states: byItem.get(i.id) ?? [], start: day.start, end });
    const onRecord = byItem.has(i.id);
    return {
      _id: i.id,
      title: i.title,
      categoryTitle: i.categoryTitle,
      kind: i.kind,
      soldCount: soldBy.get(i.id) ?? 0,
      orderableAllDay: onRecord && recordedFrom === null && windows.length === 0,
      unavailable: windows,
      onRecord,
      recordedFrom: recordedFrom?.toISOString() ?? null,
      now: { active: i.active, available: i.available, inStock: i.stock === null || i.stock > 0 },
    };
  });
  return { providerId, date, items: views, total, page: paging.page, number: paging.size };
}
