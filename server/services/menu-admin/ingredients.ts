import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { IngredientView, TIngredientAdd, TIngredientEdit } from '@/lib/contracts/menu-admin';
import type { SessionUser } from '../../auth/session';
import { db, type DbOrTx } from '../../db/client';
import { ingredients, menuItemIngredients, menuItems } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import { pageWindow } from '../../http/paging';
import { ensureProvider } from '../provider/ensure-provider';
import { assertCan } from './access';

type IngredientRow = typeof ingredients.$inferSelect;

async function views(rows: IngredientRow[], tx: DbOrTx = db()): Promise<IngredientView[]> {
  if (!rows.length) return [];
  const uses = await tx
    .select({
      ingredientId: menuItemIngredients.ingredientId,
      itemId: menuItems.id,
      title: menuItems.title,
      amount: menuItemIngredients.amount,
    })
    .from(menuItemIngredients)
    .innerJoin(menuItems, eq(menuItems.id, menuItemIngredients.itemId))
    .where(
      and(
        inArray(
          menuItemIngredients.ingredientId,
          rows.map((r) => r.id),
        ),
        isNull(menuItems.removedAt),
      ),
    )
    .orderBy(asc(menuItems.title));
  return rows.map((r) => ({
    _id: r.id,
    providerId: r.providerId,
    title: r.title,
    unit: r.unit,
    stock: r.stock,
    alertAt: r.alertAt,
    low: r.stock <= r.alertAt,
    items: uses
      .filter((u) => u.ingredientId === r.id)
      .map((u) => ({ _id: u.itemId, title: u.title, amount: u.amount })),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/**
 * GET /v1/menu/ingredient/list/{providerId}/{page}-20: the branch's ingredients, low ones first, with
 * how many are low in all (the alert) whatever the page or filter.
 */
export async function listIngredients(
  providerId: string,
  paging: { page: number; size: number },
  filter: { text?: string; low?: boolean } = {},
): Promise<{ ingredients: IngredientView[]; total: number; lowCount: number }> {
  await ensureProvider(providerId);
  const conds: SQL[] = [eq(ingredients.providerId, providerId)];
  if (filter.text) conds.push(ilike(ingredients.title, `%${filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (filter.low) conds.push(lte(ingredients.stock, ingredients.alertAt));
  const where = and(...conds);
  const { offset, limit } = pageWindow(paging);
  const [rows, [{ total }], [{ low }]] = await Promise.all([
    db()
      .select()
      .from(ingredients)
      .where(where)
      .orderBy(desc(sql`${ingredients.stock} <= ${ingredients.alertAt}`), asc(ingredients.title), asc(ingredients.id))
      .limit(limit)
      .offset(offset),
    db().select({ total: count() }).from(ingredients).where(where),
    db()
      .select({ low: count() })
      .from(ingredients)
      .where(and(eq(ingredients.providerId, providerId), lte(ingredients.stock, ingredients.alertAt))),
  ]);
  return { ingredients: await views(rows), total: Number(total), lowCount: Number(low) };
}

async function findIngredient(id: string, tx: DbOrTx = db()): Promise<IngredientRow> {
  const [row] = await tx.select().from(ingredients).where(eq(ingredients.id, id)).limit(1);
  if (!row) throw new AppError('INGREDIENT_NOT_FOUND');
  return row;
}

/** GET /v1/menu/ingredient/{providerId}/{ingredientId}: one ingredient of that branch (404 if another's). */
export async function getIngredient(providerId: string, ingredientId: string): Promise<{ ingredient: IngredientView }> {
  const row = await findIngredient(ingredientId);
  if (row.providerId !== providerId) throw new AppError('INGREDIENT_NOT_FOUND');
  return { ingredient: (await views([row]))[0] };
}

async function assertTitleFree(tx: DbOrTx, providerId: string, title: string, exceptId?: string) {
  const [same] = await tx
    .select({ id: ingredients.id })
    .from(ingredients)
    .where(
      and(
        eq(ingredients.providerId, providerId),
        eq(ingredients.title, title),
        exceptId ? ne(ingredients.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (same) throw new AppError('INGREDIENT_TITLE_TAKEN');
}

/** POST /v1/menu/ingredient/add. */
export async function addIngredient(input: TIngredientAdd): Promise<{ ingredient: IngredientView }> {
  await ensureProvider(input.providerId);
  const row = await db().transaction(async (tx) => {
    await assertTitleFree(tx, input.providerId, input.title);
    const [made] = await tx
      .insert(ingredients)
      .values({
        id: newId(),
        providerId: input.providerId,
        title: input.title,
        unit: input.unit,
        stock: input.stock,
        alertAt: input.alertAt,
      })
      .returning();
    return made;
  });
  return { ingredient: (await views([row]))[0] };
}

/** POST /v1/menu/ingredient/edit: name, unit, the counted stock and the alert threshold. */
export async function editIngredient(
  user: SessionUser,
  input: TIngredientEdit,
): Promise<{ ingredient: IngredientView }> {
  const row = await db().transaction(async (tx) => {
    const g = await findIngredient(input.ingredientId, tx);
    assertCan(user, 'menu', g.providerId);
    await assertTitleFree(tx, g.providerId, input.title, g.id);
    const [done] = await tx
      .update(ingredients)
      .set({ title: input.title, unit: input.unit, stock: input.stock, alertAt: input.alertAt, updatedAt: new Date() })
      .where(eq(ingredients.id, g.id))
      .returning();
    return done;
  });
  return { ingredient: (await views([row]))[0] };
}

/**
 * POST /v1/menu/ingredient/remove: deletes an ingredient no item on the menu uses (issue 21 D09). One
 * in a live item's recipe is refused (409); recipes of removed items go with it.
 */
export async function removeIngredient(user: SessionUser, ingredientId: string): Promise<{ success: true }> {
  await db().transaction(async (tx) => {
    const g = await findIngredient(ingredientId, tx);
    assertCan(user, 'menu', g.providerId);
    const [used] = await tx
      .select({ id: menuItems.id })
      .from(menuItemIngredients)
      .innerJoin(menuItems, eq(menuItems.id, menuItemIngredients.itemId))
      .where(and(eq(menuItemIngredients.ingredientId, g.id), isNull(menuItems.removedAt)))
      .limit(1);
    if (used) throw new AppError('INGREDIENT_IN_USE');
    await tx.delete(ingredients).where(eq(ingredients.id, g.id));
  });
  return { success: true };
}
