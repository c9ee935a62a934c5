import { and, asc, count, eq, gte, lte, desc } from 'drizzle-orm';
import {
  HOURS_ORDER,
  REDUCTION_BELOW_PRICE,
  hoursInOrder,
  reductionBelowPrice,
  type CapacityOverrideView,
  type SpaceCategoryView,
  type SpaceItemView,
  type TCapacityOverride,
  type TSpaceItemAdd,
  type TSpaceItemEdit,
} from '@/lib/contracts/space';
import { can } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { menuCategories, menuItems, providers, spaceCapacityOverrides, spaceReservations } from '../../db/schema';
import { AppError } from '../../http/errors';
import { publish } from '../events/bus';
import { fileBytes, storeUpload } from '../files/store-upload';
import { removeStoredFile } from '../files/stored-file';
import { IMAGE_SIZES } from '../files/image';
import { spaceTypeOf, type SpaceItemRow } from './rules';

/** Staff of the item's branch with the menu flag (or a super admin), else 403. */
function assertMenu(user: SessionUser, providerId: string): void {
  if (!can(user, 'menu', providerId)) throw new AppError('FORBIDDEN');
}

export function spaceItemView(i: SpaceItemRow): SpaceItemView {
  return {
    _id: i.id,
    providerId: i.providerId,
    categoryId: i.categoryId,
    title: i.title,
    description: i.description,
    cover: i.cover,
    price: i.price,
    reductionPrice: i.reductionPrice,
    spaceType: spaceTypeOf(i),
    capacity: spaceTypeOf(i) === 'pool' ? (i.capacity ?? 0) : (i.capacity ?? null),
    openingHour: spaceTypeOf(i) === 'resource' ? i.openingHour : null,
    closingHour: spaceTypeOf(i) === 'resource' ? i.closingHour : null,
    active: i.active,
    available: i.available,
  };
}

/** A branch's workspace categories with their items; `all` includes switched-off ones (the panel). */
export async function spaceMenu(
  providerId: string,
  opts: { all?: boolean } = {},
): Promise<{ categories: SpaceCategoryView[] }> {
  const [p] = await db()
    .select({ id: providers.id, active: providers.active })
    .from(providers)
    .where(eq(providers.id, providerId))
    .limit(1);
  if (!p || (!opts.all && !p.active)) throw new AppError('PROVIDER_NOT_FOUND');
  const cats = await db()
    .select()
    .from(menuCategories)
    .where(and(eq(menuCategories.providerId, providerId), eq(menuCategories.kind, 'space')))
    .orderBy(asc(menuCategories.sort), asc(menuCategories.title));
  const items = await db()
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.providerId, providerId), eq(menuItems.kind, 'space')))
    .orderBy(asc(menuItems.sort), asc(menuItems.title));
  return {
    categories: cats
      .filter((c) => opts.all || c.active)
      .map((c) => ({
        _id: c.id,
        providerId: c.providerId,
        title: c.title,
        active: c.active,
        items: items.filter((i) => i.categoryId === c.id && (opts.all || (i.active && i.visible))).map(spaceItemView),
      }))
      .filter((c) => opts.all || c.items.length > 0),
  };
}

/** One workspace item for its screen. */
export async function spaceItem(itemId: string): Promise<{ item: SpaceItemView }> {
  const [i] = await db().select().from(menuItems).where(eq(menuItems.id, itemId)).limit(1);
  if (!i || i.kind !== 'space' || !i.active || !i.visible) throw new AppError('SPACE_ITEM_NOT_FOUND');
  return { item: spaceItemView(i) };
}

async function spaceCategory(id: string) {
  const [c] = await db().select().from(menuCategories).where(eq(menuCategories.id, id)).limit(1);
  if (!c || c.kind !== 'space') throw new AppError('SPACE_CATEGORY_NOT_FOUND');
  return c;
}

async function ownSpaceItem(user: SessionUser, itemId: string): Promise<SpaceItemRow> {
  const [i] = await db().select().from(menuItems).where(eq(menuItems.id, itemId)).limit(1);
  if (!i || i.kind !== 'space') throw new AppError('SPACE_ITEM_NOT_FOUND');
  assertMenu(user, i.providerId);
  return i;
}

const menuChanged = (providerId: string) => publish(db(), { type: 'menu', providerId });

export async function addSpaceCategory(user: SessionUser, input: { providerId: string; title: string }) {
  assertMenu(user, input.providerId);
  const [p] = await db().select({ id: providers.id }).from(providers).where(eq(providers.id, input.providerId));
  if (!p) throw new AppError('PROVIDER_NOT_FOUND');
  const [{ n }] = await db()
    .select({ n: count() })
    .from(menuCategories)
    .where(eq(menuCategories.providerId, input.providerId));
  const id = newId();
  await db()
    .insert(menuCategories)
    .values({ id, providerId: input.providerId, title: input.title, kind: 'space', sort: n });
  await menuChanged(input.providerId);
  return {
    category: {
      _id: id,
      providerId: input.providerId,
      title: input.title,
      active: true,
      items: [],
    } satisfies SpaceCategoryView,
  };
}

export async function editSpaceCategory(
  user: SessionUser,
  input: { menuCategoryId: string; title?: string; active?: boolean },
) {
  const c = await spaceCategory(input.menuCategoryId);
  assertMenu(user, c.providerId);
  const [row] = await db()
    .update(menuCategories)
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
    })
    .where(eq(menuCategories.id, c.id))
    .returning();
  await menuChanged(c.providerId);
  return { category: { _id: row.id, providerId: row.providerId, title: row.title, active: row.active } };
}

/** Removes an empty workspace category (its items must be removed first). */
export async function removeSpaceCategory(user: SessionUser, menuCategoryId: string) {
  const c = await spaceCategory(menuCategoryId);
  assertMenu(user, c.providerId);
  const [{ n }] = await db().select({ n: count() }).from(menuItems).where(eq(menuItems.categoryId, c.id));
  if (n > 0) throw new AppError('SPACE_CATEGORY_NOT_EMPTY');
  await db().delete(menuCategories).where(eq(menuCategories.id, c.id));
  await menuChanged(c.providerId);
  return { success: true as const };
}

async function assertCategoryOf(categoryId: string, providerId: string) {
  const c = await spaceCategory(categoryId);
  if (c.providerId !== providerId) throw new AppError('SPACE_CATEGORY_NOT_FOUND');
}

export async function addSpaceItem(user: SessionUser, input: TSpaceItemAdd) {
  assertMenu(user, input.providerId);
  await assertCategoryOf(input.categoryId, input.providerId);
  const id = newId();
  const [row] = await db()
    .insert(menuItems)
    .values({
      id,
      providerId: input.providerId,
      categoryId: input.categoryId,
      title: input.title,
      description: input.description,
      price: input.price,
      reductionPrice: input.reductionPrice,
      kind: 'space',
      spaceType: input.spaceType,
      capacity: input.spaceType === 'pool' ? (input.capacity ?? 0) : (input.capacity ?? null),
      openingHour: input.spaceType === 'resource' ? (input.openingHour ?? null) : null,
      closingHour: input.spaceType === 'resource' ? (input.closingHour ?? null) : null,
      active: input.active ?? true,
    })
    .returning();
  return { item: spaceItemView(row) };
}

export async function editSpaceItem(user: SessionUser, input: TSpaceItemEdit) {
  const i = await ownSpaceItem(user, input.itemId);
  if (input.categoryId) await assertCategoryOf(input.categoryId, i.providerId);
  const spaceType = input.spaceType ?? spaceTypeOf(i);
  const capacity =
    spaceType === 'pool'
      ? (input.capacity ?? i.capacity ?? 0)
      : input.capacity !== undefined
        ? input.capacity
        : i.capacity;
  const price = input.price ?? i.price;
  const reductionPrice = input.reductionPrice ?? i.reductionPrice;
  // Checked on the values the item will hold, as an edit may send either field alone.
  if (!reductionBelowPrice({ price, reductionPrice })) throw new AppError('BAD_INPUT', { fa: REDUCTION_BELOW_PRICE });
  const openingHour =
    spaceType === 'resource' ? (input.openingHour !== undefined ? input.openingHour : i.openingHour) : null;
  const closingHour =
    spaceType === 'resource' ? (input.closingHour !== undefined ? input.closingHour : i.closingHour) : null;
  if (!hoursInOrder({ openingHour, closingHour })) throw new AppError('BAD_INPUT', { fa: HOURS_ORDER });
  const { itemId: _, ...fields } = input;
  const [row] = await db()
    .update(menuItems)
    .set({ ...fields, spaceType, capacity, openingHour, closingHour, updatedAt: new Date() })
    .where(eq(menuItems.id, i.id))
    .returning();
  return { item: spaceItemView(row) };
}

/**
 * Removes a workspace item. One that was ever booked stays for its orders' history and is
 * switched off and hidden instead.
 */
export async function removeSpaceItem(user: SessionUser, itemId: string) {
  const i = await ownSpaceItem(user, itemId);
  const [{ n }] = await db().select({ n: count() }).from(spaceReservations).where(eq(spaceReservations.itemId, i.id));
  if (n > 0)
    await db()
      .update(menuItems)
      .set({ active: false, visible: false, updatedAt: new Date() })
      .where(eq(menuItems.id, i.id));
  else await db().delete(menuItems).where(eq(menuItems.id, i.id));
  return { success: true as const };
}

/** POST /v1/menu/space/upload/images: stores an image (checked by content) as the item's, replacing the old one. */
export async function uploadSpaceItemImage(user: SessionUser, itemId: string, image: unknown) {
  const i = await ownSpaceItem(user, itemId);
  const file = await fileBytes(image);
  if (!file) throw new AppError('UPLOAD_EMPTY');
  const stored = await storeUpload({
    kind: 'item',
    data: file.data,
    originalName: file.name,
    ownerId: user.id,
    allow: ['image'],
    imageSizes: IMAGE_SIZES.photo,
    maxBytes: 5 * 1024 * 1024,
  });
  const [row] = await db()
    .update(menuItems)
    .set({ cover: stored.fileName, updatedAt: new Date() })
    .where(eq(menuItems.id, i.id))
    .returning();
  if (i.cover) await removeStoredFile(i.cover).catch(() => undefined);
  await menuChanged(i.providerId);
  return { item: spaceItemView(row), imageFileName: stored.fileName };
}

/** POST /v1/menu/space/remove/images {itemId, imageFileName}: removes the item's image. */
export async function removeSpaceItemImage(user: SessionUser, itemId: string, fileName: string) {
  const i = await ownSpaceItem(user, itemId);
  if (i.cover !== fileName) throw new AppError('NOT_FOUND');
  await db().update(menuItems).set({ cover: null, updatedAt: new Date() }).where(eq(menuItems.id, i.id));
  await removeStoredFile(fileName).catch(() => undefined);
  await menuChanged(i.providerId);
  return { success: true as const };
}

const overrideView = (o: typeof spaceCapacityOverrides.$inferSelect): CapacityOverrideView => ({
  _id: o.id,
  itemId: o.itemId,
  startDate: o.startDate,
  endDate: o.endDate,
  capacity: o.capacity,
});

/** POST /v1/menu/space/capacity/override: the capacity of a range of days (0 closes them); newer ranges win. */
export async function addCapacityOverride(user: SessionUser, input: TCapacityOverride) {
  assertMenu(user, input.providerId);
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
  return { override: overrideView(row) };
}

/** GET /v1/menu/get/{itemId}/override/{start}/{end}/{providerId}: overrides touching the range, newest first. */
export async function listCapacityOverrides(itemId: string, start: string, end: string, providerId: string) {
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
  return { overrides: rows.map(overrideView) };
}
