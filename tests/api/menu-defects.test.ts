import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { db, rawDb } from '@/server/db/client';
import * as s from '@/server/db/schema';
import itemAdd from '@/pages/api/v1/menu/item/add';
import itemEdit from '@/pages/api/v1/menu/item/edit';
import ingredientAdd from '@/pages/api/v1/menu/ingredient/add';
import ingredientEdit from '@/pages/api/v1/menu/ingredient/edit';
import ingredientRemove from '@/pages/api/v1/menu/ingredient/remove';
import { call, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';

/** Issue 21 D09, D43 and the demo covers: the menu admin's rules a first day ran into. */
let env: TestEnv;
let admin: string;
let barista: string;
let mirdamad: typeof s.providers.$inferSelect;
const demoItem = async (title: string) =>
  (
    await db()
      .select()
      .from(s.menuItems)
      .where(and(eq(s.menuItems.providerId, mirdamad.id), eq(s.menuItems.title, title)))
  )[0];
const editBody = (i: typeof s.menuItems.$inferSelect, patch: Record<string, unknown> = {}) => ({
  itemId: i.id,
  categoryId: i.categoryId,
  title: i.title,
  description: i.description,
  price: i.price,
  reductionPrice: i.reductionPrice,
  hasMembershipDiscount: i.hasMembershipDiscount,
  available: i.available,
  active: i.active,
  stock: i.stock,
  cover: i.cover,
  ingredients: [],
  ...patch,
});

beforeAll(async () => {
  env = await setupTestEnv();
  mirdamad = await providerByBranch('mirdamad');
  admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
});
afterAll(async () => env?.close());

describe('D09: ingredients', () => {
  it('refuses a negative counted stock on add and edit', async () => {
    const neg = await call(ingredientAdd, {
      body: { providerId: mirdamad.id, title: 'شکر قهوه‌ای', unit: 'gram', stock: -5, alertAt: 0 },
      token: admin,
    });
    expect(neg.status).toBe(400);
    expect(neg.body.error.eLang.fa).toBe('موجودی باید عددی صحیح و نامنفی باشد.');
    const ok = await call(ingredientAdd, {
      body: { providerId: mirdamad.id, title: 'شکر قهوه‌ای', unit: 'gram', stock: 0, alertAt: 0 },
      token: admin,
    });
    expect(ok.status).toBe(200);
    const edit = await call(ingredientEdit, {
      body: { ingredientId: ok.body.ingredient._id, title: 'شکر قهوه‌ای', unit: 'gram', stock: '-۱۰', alertAt: 0 },
      token: admin,
    });
    expect(edit.status).toBe(400);
    expect(edit.body.error.eLang.fa).toBe('موجودی باید عددی صحیح و نامنفی باشد.');
  });

  it("removes an unused ingredient; one in a live item's recipe is refused with the reason; a barista may not remove", async () => {
    const unused = (
      await call(ingredientAdd, {
        body: { providerId: mirdamad.id, title: 'دارچین', unit: 'gram', stock: 100, alertAt: 10 },
        token: admin,
      })
    ).body.ingredient;
    const used = (
      await call(ingredientAdd, {
        body: { providerId: mirdamad.id, title: 'پودر کاکائو', unit: 'gram', stock: 100, alertAt: 10 },
        token: admin,
      })
    ).body.ingredient;
    const espresso = await demoItem('اسپرسو');
    const recipe = await call(itemEdit, {
      body: editBody(espresso, { ingredients: [{ ingredientId: used._id, amount: 5 }] }),
      token: admin,
    });
    expect(recipe.status, JSON.stringify(recipe.body)).toBe(200);

    expect((await call(ingredientRemove, { body: { ingredientId: unused._id }, token: barista })).status).toBe(403);
    const gone = await call(ingredientRemove, { body: { ingredientId: unused._id }, token: admin });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ success: true });
    expect(await db().select().from(s.ingredients).where(eq(s.ingredients.id, unused._id))).toEqual([]);

    const refused = await call(ingredientRemove, { body: { ingredientId: used._id }, token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.error.eLang.fa).toBe(
      'این ماده اولیه در دستور آیتم‌های منو به کار رفته است؛ ابتدا آن را از آن آیتم‌ها بردارید.',
    );
    expect((await call(ingredientRemove, { body: { ingredientId: unused._id }, token: admin })).status).toBe(404);
  });
});

describe('demo items can be edited', () => {
  it('an item keeping its stored SVG cover saves; a name that is no stored image is refused', async () => {
    const latte = await demoItem('لاته');
    expect(latte.cover).toMatch(/\.svg$/);
    const r = await call(itemEdit, { body: editBody(latte, { price: latte.price + 1000 }), token: admin });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.item).toMatchObject({ price: latte.price + 1000, cover: latte.cover });

    // A name that is no stored item image is still refused, on edit and on add.
    const madeUp = 'abcdef0123456789abcdef01.svg';
    const stolen = await call(itemEdit, { body: editBody(latte, { cover: madeUp }), token: admin });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.eLang.fa).toBe('تصویر انتخاب شده یافت نشد؛ دوباره بارگذاری کنید.');
    const added = await call(itemAdd, {
      body: { ...editBody(latte, { title: 'لاته دوم', cover: madeUp }), itemId: undefined, providerId: mirdamad.id },
      token: admin,
    });
    expect(added.status).toBe(400);
  });
});

describe('D43: the demo cookie', () => {
  it('is seeded with a price, and migration 0027 prices a cookie seeded at 0', async () => {
    const cookie = await demoItem('کوکی');
    expect(cookie.price).toBeGreaterThan(0);
    await db().update(s.menuItems).set({ price: 0 }).where(eq(s.menuItems.id, cookie.id));
    const sql = readFileSync(path.join(process.cwd(), 'server/db/migrations/0027_walk_in_orders.sql'), 'utf8');
    await rawDb().withLock(1, (exec) => exec(sql));
    expect((await demoItem('کوکی')).price).toBe(65_000);
  });
});
