import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PanelCategoryView, TCategoryAdd, TCategoryEdit, TCategorySort } from '@/lib/contracts/menu-admin';
import type { SessionUser } from '../../auth/session';
import { db, type DbOrTx } from '../../db/client';
import { menuCategories, menuItems } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import { invalidateMenuCache } from '../menu';
import { ensureProvider } from '../provider/ensure-provider';
import { assertCan } from './access';

type CategoryRow = typeof menuCategories.$inferSelect;

/** The panel's categories are the cafe menu's; workspace (space) categories have their own screens. */
const cafeOf = (providerId: string) =>
  and(eq(menuCategories.providerId, providerId), eq(menuCategories.kind, 'cafe'), isNull(menuCategories.removedAt));

async function views(rows: CategoryRow[], tx: DbOrTx = db()): Promise<PanelCategoryView[]> {
  if (!rows.length) return [];
  const counts = await tx
    .select({ categoryId: menuItems.categoryId, n: count() })
    .from(menuItems)
    .where(
      and(
        inArray(
          menuItems.categoryId,
          rows.map((r) => r.id),
        ),
        isNull(menuItems.removedAt),
      ),
    )
    .groupBy(menuItems.categoryId);
  const n = new Map(counts.map((c) => [c.categoryId, Number(c.n)]));
  return rows.map((c) => ({
    _id: c.id,
    providerId: c.providerId,
    title: c.title,
    index: c.sort,
    active: c.active,
    itemCount: n.get(c.id) ?? 0,
  }));
}

/** GET /v1/menu/category/list/{providerId}?panel=1: every cafe category of the branch, inactive ones too. */
export async function panelCategories(providerId: string): Promise<{ categories: PanelCategoryView[]; total: number }> {
  await ensureProvider(providerId);
  const rows = await db()
    .select()
    .from(menuCategories)
    .where(cafeOf(providerId))
    .orderBy(asc(menuCategories.sort), asc(menuCategories.title));
  return { categories: await views(rows), total: rows.length };
}

/** A live cafe category, or 404. */
export async function findCategory(id: string, tx: DbOrTx = db()): Promise<CategoryRow> {
  const [row] = await tx
    .select()
    .from(menuCategories)
    .where(and(eq(menuCategories.id, id), eq(menuCategories.kind, 'cafe'), isNull(menuCategories.removedAt)))
    .limit(1);
  if (!row) throw new AppError('CATEGORY_NOT_FOUND');
  return row;
}

async function assertTitleFree(tx: DbOrTx, providerId: string, title: string, exceptId?: string) {
  const [same] = await tx
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(
      and(cafeOf(providerId), eq(menuCategories.title, title), exceptId ? ne(menuCategories.id, exceptId) : undefined),
    )
    .limit(1);
  if (same) throw new AppError('CATEGORY_TITLE_TAKEN');
}

/** POST /v1/menu/category/add: a new category at the end of the branch's menu. */
export async function addCategory(input: TCategoryAdd): Promise<{ category: PanelCategoryView }> {
  await ensureProvider(input.providerId);
  const row = await db().transaction(async (tx) => {
    await assertTitleFree(tx, input.providerId, input.title);
    const [{ last }] = await tx
      .select({ last: sql<number>`coalesce(max(${menuCategories.sort}), -1)`.mapWith(Number) })
      .from(menuCategories)
      .where(cafeOf(input.providerId));
    const [made] = await tx
      .insert(menuCategories)
      .values({
        id: newId(),
        providerId: input.providerId,
        title: input.title,
        kind: 'cafe',
        sort: last + 1,
        active: input.active,
      })
      .returning();
    return made;
  });
  invalidateMenuCache(input.providerId);
  return { category: (await views([row]))[0] };
}

/** POST /v1/menu/category/edit: renames a category. */
export async function editCategory(user: SessionUser, input: TCategoryEdit): Promise<{ category: PanelCategoryView }> {
  const row = await db().transaction(async (tx) => {
    const c = await findCategory(input.menuCategoryId, tx);
    assertCan(user, 'menu', c.providerId);
    await assertTitleFree(tx, c.providerId, input.title, c.id);
    const [done] = await tx
      .update(menuCategories)
      .set({ title: input.title })
      .where(eq(menuCategories.id, c.id))
      .returning();
    return done;
  });
  invalidateMenuCache(row.providerId);
  return { category: (await views([row]))[0] };
}

/** POST /v1/menu/category/change/active: shows or hides a whole category in the menu. */
export async function setCategoryActive(
  user: SessionUser,
  input: { menuCategoryId: string; active: boolean },
): Promise<{ category: PanelCategoryView }> {
  const c = await findCategory(input.menuCategoryId);
  assertCan(user, 'menu', c.providerId);
  const [done] = await db()
    .update(menuCategories)
    .set({ active: input.active })
    .where(eq(menuCategories.id, c.id))
    .returning();
  invalidateMenuCache(c.providerId);
  return { category: (await views([done]))[0] };
}

/**
 * POST /v1/menu/category/remove {menuCategoryId}: only an empty category (its items removed or moved
 * first), so removing a category never takes items with it unseen.
 */
export async function removeCategory(user: SessionUser, menuCategoryId: string): Promise<{ success: true }> {
  const providerId = await db().transaction(async (tx) => {
    const c = await findCategory(menuCategoryId, tx);
    assertCan(user, 'menu', c.providerId);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(menuItems)
      .where(and(eq(menuItems.categoryId, c.id), isNull(menuItems.removedAt)));
    if (Number(n) > 0) throw new AppError('CATEGORY_NOT_EMPTY');
    await tx.update(menuCategories).set({ removedAt: new Date(), active: false }).where(eq(menuCategories.id, c.id));
    return c.providerId;
  });
  invalidateMenuCache(providerId);
  return { success: true };
}

/** POST /v1/menu/category/sort: the branch's categories in their new order, all of them, in one call. */
export async function sortCategories(
  input: TCategorySort,
): Promise<{ categories: PanelCategoryView[]; total: number }> {
  await db().transaction(async (tx) => {
    const rows = await tx
      .select({ id: menuCategories.id })
      .from(menuCategories)
      .where(cafeOf(input.providerId))
      .for('update');
    const ids = new Set(rows.map((r) => r.id));
    if (
      new Set(input.categoryIds).size !== input.categoryIds.length ||
      input.categoryIds.length !== ids.size ||
      input.categoryIds.some((id) => !ids.has(id))
    ) {
      throw new AppError('MENU_SORT_MISMATCH');
    }
    await tx.execute(
      sql`UPDATE menu_categories c SET sort = x.i - 1 FROM jsonb_array_elements_text(${JSON.stringify(input.categoryIds)}::jsonb) WITH ORDINALITY AS x(id, i) WHERE c.id = x.id`,
    );
  });
  invalidateMenuCache(input.providerId);
  return panelCategories(input.providerId);
}
