import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PanelItemView, TItemAdd, TItemEdit, TItemSort, TItemStatus } from '@/lib/contracts/menu-admin';
import type { SessionUser } from '../../auth/session';
import { db, type DbOrTx, type Tx } from '../../db/client';
import { files, ingredients, menuCategories, menuItemIngredients, menuItems } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import { invalidateMenuCache, toItemView } from '../menu';
import { ensureProvider } from '../provider/ensure-provider';
import { assertCan } from './access';
import { findCategory } from './categories';

type ItemRow = typeof menuItems.$inferSelect;

const liveCafeItems = (providerId: string) =>
  and(eq(menuItems.providerId, providerId), eq(menuItems.kind, 'cafe'), isNull(menuItems.removedAt));

async function views(rows: ItemRow[], tx: DbOrTx = db()): Promise<PanelItemView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [cats, recipe] = await Promise.all([
    tx
      .select({ id: menuCategories.id, title: menuCategories.title })
      .from(menuCategories)
      .where(inArray(menuCategories.id, [...new Set(rows.map((r) => r.categoryId))])),
    tx
      .select({
        itemId: menuItemIngredients.itemId,
        ingredientId: ingredients.id,
        title: ingredients.title,
        unit: ingredients.unit,
        amount: menuItemIngredients.amount,
      })
      .from(menuItemIngredients)
      .innerJoin(ingredients, eq(ingredients.id, menuItemIngredients.ingredientId))
      .where(inArray(menuItemIngredients.itemId, ids))
      .orderBy(asc(ingredients.title)),
  ]);
  const catTitle = new Map(cats.map((c) => [c.id, c.title]));
  return rows.map((r) => ({
    ...toItemView(r),
    markedAvailable: r.available,
    stock: r.stock,
    index: r.sort,
    categoryTitle: catTitle.get(r.categoryId) ?? '',
    ingredients: recipe
      .filter((x) => x.itemId === r.id)
      .map(({ ingredientId, title, unit, amount }) => ({ ingredientId, title, unit, amount })),
  }));
}

/** GET /v1/menu/item/list/{providerId}?panel=1: the branch's cafe items, hidden, inactive and sold-out ones too. */
export async function panelItems(providerId: string): Promise<{ items: PanelItemView[]; total: number }> {
  await ensureProvider(providerId);
  const rows = await db()
    .select({ item: menuItems })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(liveCafeItems(providerId))
    .orderBy(asc(menuCategories.sort), asc(menuCategories.title), asc(menuItems.sort), asc(menuItems.title));
  const items = await views(rows.map((r) => r.item));
  return { items, total: items.length };
}

async function findItem(itemId: string, tx: DbOrTx = db()): Promise<ItemRow> {
  const [row] = await tx
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.id, itemId), isNull(menuItems.removedAt)))
    .limit(1);
  if (!row) throw new AppError('ITEM_NOT_FOUND');
  return row;
}

/** The cover must be one the upload route stored as an item image. */
async function checkCover(tx: Tx, cover: string | null) {
  if (!cover) return;
  const [f] = await tx
    .select({ name: files.name })
    .from(files)
    .where(and(eq(files.name, cover), eq(files.kind, 'item')))
    .limit(1);
  if (!f) throw new AppError('COVER_NOT_FOUND');
}

/** Replaces an item's recipe; every ingredient must be the branch's own. */
async function writeRecipe(tx: Tx, itemId: string, providerId: string, lines: TItemAdd['ingredients']) {
  const merged = new Map<string, number>();
  for (const l of lines) merged.set(l.ingredientId, (merged.get(l.ingredientId) ?? 0) + l.amount);
  if (merged.size) {
    const found = await tx
      .select({ id: ingredients.id })
      .from(ingredients)
      .where(and(inArray(ingredients.id, [...merged.keys()]), eq(ingredients.providerId, providerId)));
    if (found.length !== merged.size) throw new AppError('INGREDIENT_NOT_FOUND');
  }
  await tx.delete(menuItemIngredients).where(eq(menuItemIngredients.itemId, itemId));
  if (merged.size)
    await tx
      .insert(menuItemIngredients)
      .values([...merged].map(([ingredientId, amount]) => ({ itemId, ingredientId, amount })));
}

function fieldsOf(input: TItemAdd | TItemEdit) {
  return {
    categoryId: input.categoryId,
    title: input.title,
    description: input.description,
    price: input.price,
    reductionPrice: input.reductionPrice,
    hasMembershipDiscount: input.hasMembershipDiscount,
    available: input.available,
    active: input.active,
    stock: input.stock,
    cover: input.cover,
  };
}

/** POST /v1/menu/item/add: a new item at the end of its category; the menus show it at once (NOTIFY). */
export async function addItem(input: TItemAdd): Promise<{ item: PanelItemView }> {
  const row = await db().transaction(async (tx) => {
    const cat = await findCategory(input.categoryId, tx);
    if (cat.providerId !== input.providerId) throw new AppError('CATEGORY_NOT_FOUND');
    await checkCover(tx, input.cover);
    const [{ last }] = await tx
      .select({ last: sql<number>`coalesce(max(${menuItems.sort}), -1)`.mapWith(Number) })
      .from(menuItems)
      .where(eq(menuItems.categoryId, cat.id));
    const id = newId();
    const [made] = await tx
      .insert(menuItems)
      .values({ id, providerId: input.providerId, kind: 'cafe', sort: last + 1, ...fieldsOf(input) })
      .returning();
    await writeRecipe(tx, id, input.providerId, input.ingredients);
    return made;
  });
  // Other instances drop their cached menu on the NOTIFY; this one at once.
  invalidateMenuCache(row.providerId);
  return { item: (await views([row]))[0] };
}

/** POST /v1/menu/item/edit: every field at once; a move to another category puts the item at its end. */
export async function editItem(user: SessionUser, input: TItemEdit): Promise<{ item: PanelItemView }> {
  const row = await db().transaction(async (tx) => {
    const item = await findItem(input.itemId, tx);
    if (item.kind !== 'cafe') throw new AppError('ITEM_NOT_FOUND');
    assertCan(user, 'menu', item.providerId);
    const cat = await findCategory(input.categoryId, tx);
    if (cat.providerId !== item.providerId) throw new AppError('CATEGORY_NOT_FOUND');
    // The item's own cover kept as it is needs no check (a demo item's is an SVG the seed stored).
    if (input.cover !== item.cover) await checkCover(tx, input.cover);
    let sort = item.sort;
    if (cat.id !== item.categoryId) {
      const [{ last }] = await tx
        .select({ last: sql<number>`coalesce(max(${menuItems.sort}), -1)`.mapWith(Number) })
        .from(menuItems)
        .where(eq(menuItems.categoryId, cat.id));
      sort = last + 1;
    }
    const [done] = await tx
      .update(menuItems)
      .set({ ...fieldsOf(input), sort, updatedAt: new Date() })
      .where(eq(menuItems.id, item.id))
      .returning();
    await writeRecipe(tx, item.id, item.providerId, input.ingredients);
    return done;
  });
  invalidateMenuCache(row.providerId);
  return { item: (await views([row]))[0] };
}

/**
 * POST /v1/menu/item/remove {itemId}: the item leaves every menu and panel list; its row stays for
 * the orders that name it (switched off, so no stale cart can still buy it).
 */
export async function removeItem(user: SessionUser, itemId: string): Promise<{ success: true }> {
  const item = await findItem(itemId);
  if (item.kind !== 'cafe') throw new AppError('ITEM_NOT_FOUND');
  assertCan(user, 'menu', item.providerId);
  await db()
    .update(menuItems)
    .set({ removedAt: new Date(), active: false, updatedAt: new Date() })
    .where(and(eq(menuItems.id, item.id), isNull(menuItems.removedAt)));
  invalidateMenuCache(item.providerId);
  return { success: true };
}

/**
 * POST /v1/menu/item/bonus/add and /remove {itemId}: the item earns (or stops earning) the customer
 * club's bonus, the membership discount of the buyer's level (spec section 7 names the calls only;
 * the bonus an item can carry in this product is that discount, `hasMembershipDiscount`).
 */
export async function setItemBonus(user: SessionUser, itemId: string, on: boolean): Promise<{ item: PanelItemView }> {
  const item = await findItem(itemId);
  if (item.kind !== 'cafe') throw new AppError('ITEM_NOT_FOUND');
  assertCan(user, 'menu', item.providerId);
  const [done] = await db()
    .update(menuItems)
    .set({ hasMembershipDiscount: on, updatedAt: new Date() })
    .where(eq(menuItems.id, item.id))
    .returning();
  invalidateMenuCache(item.providerId);
  return { item: (await views([done]))[0] };
}

/**
 * POST /v1/item/change/status {itemId, status}: 'active'/'inactive' switch the item in or out of the
 * menu (menu permission); 'available'/'soldOut' mark it orderable or 'تمام شد' (itemStatus, which a
 * barista has at their branch). A counted item whose stock is 0 stays 'تمام شد' in the menu until
 * it is given stock (edit), whatever its mark.
 */
export async function changeItemStatus(user: SessionUser, input: TItemStatus): Promise<{ item: PanelItemView }> {
  const item = await findItem(input.itemId);
  const onOff = input.status === 'active' || input.status === 'inactive';
  assertCan(user, onOff ? 'menu' : 'itemStatus', item.providerId);
  const set = onOff ? { active: input.status === 'active' } : { available: input.status === 'available' };
  const [done] = await db()
    .update(menuItems)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(menuItems.id, item.id))
    .returning();
  invalidateMenuCache(item.providerId);
  return { item: (await views([done]))[0] };
}

/** POST /v1/menu/item/sort: one category's items in their new order, all of them, in one call. */
export async function sortItems(input: TItemSort): Promise<{ items: PanelItemView[]; total: number }> {
  await db().transaction(async (tx) => {
    const cat = await findCategory(input.categoryId, tx);
    if (cat.providerId !== input.providerId) throw new AppError('CATEGORY_NOT_FOUND');
    const rows = await tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(and(eq(menuItems.categoryId, cat.id), isNull(menuItems.removedAt)))
      .for('update');
    const ids = new Set(rows.map((r) => r.id));
    if (
      new Set(input.itemIds).size !== input.itemIds.length ||
      input.itemIds.length !== ids.size ||
      input.itemIds.some((id) => !ids.has(id))
    ) {
      throw new AppError('MENU_SORT_MISMATCH');
    }
    await tx.execute(
      sql`UPDATE menu_items m SET sort = x.i - 1, updated_at = now() FROM jsonb_array_elements_text(${JSON.stringify(input.itemIds)}::jsonb) WITH ORDINALITY AS x(id, i) WHERE m.id = x.id`,
    );
  });
  invalidateMenuCache(input.providerId);
  return panelItems(input.providerId);
}
