import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { newId } from '@/server/db/ids';
import categoryAdd from '@/pages/api/v1/menu/category/add';
import categoryEdit from '@/pages/api/v1/menu/category/edit';
import categoryRemove from '@/pages/api/v1/menu/category/remove';
import categoryActive from '@/pages/api/v1/menu/category/change/active';
import categorySort from '@/pages/api/v1/menu/category/sort';
import categoryList from '@/pages/api/v1/menu/category/list/[providerId]';
import itemAdd from '@/pages/api/v1/menu/item/add';
import itemEdit from '@/pages/api/v1/menu/item/edit';
import itemRemove from '@/pages/api/v1/menu/item/remove';
import itemSort from '@/pages/api/v1/menu/item/sort';
import itemUpload from '@/pages/api/v1/menu/item/upload';
import itemList from '@/pages/api/v1/menu/item/list/[providerId]';
import itemStatus from '@/pages/api/v1/item/change/status';
import bonusAdd from '@/pages/api/v1/menu/item/bonus/add';
import bonusRemove from '@/pages/api/v1/menu/item/bonus/remove';
import ingredientList from '@/pages/api/v1/menu/ingredient/list/[providerId]/[paging]';
import ingredientGet from '@/pages/api/v1/menu/ingredient/[providerId]/[ingredientId]';
import ingredientAdd from '@/pages/api/v1/menu/ingredient/add';
import ingredientEdit from '@/pages/api/v1/menu/ingredient/edit';
import menuList from '@/pages/api/v1/menu/list/[providerId]';
import photo from '@/pages/api/v1/getphoto/item/[cover]';
import submit from '@/pages/api/v1/order/submit';
import changeStatus from '@/pages/api/v1/order/change/status';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { fileForm } from './ticket-helpers';

let env: TestEnv;
const tokens = {} as Record<'superAdmin' | 'admin' | 'barista' | 'otherBarista' | 'customer', string>;
let mirdamad: typeof s.providers.$inferSelect;
let iranshahr: typeof s.providers.$inferSelect;

beforeAll(async () => {
  env = await setupTestEnv();
  mirdamad = await providerByBranch('mirdamad');
  iranshahr = await providerByBranch('iranshahr');
  // A barista of another branch.
  const otherId = newId();
  await db()
    .insert(s.users)
    .values({ id: otherId, phone: '+989121300013', firstName: 'رضا', lastName: 'کریمی', referralCode: 'H13A0001' });
  await db()
    .insert(s.providerStaff)
    .values({ providerId: iranshahr.id, userId: otherId, role: 'barista', accessLevel: {} });
  tokens.superAdmin = await login(env, DEMO_PHONES.superAdmin);
  tokens.admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  tokens.barista = await login(env, DEMO_PHONES.mirdamadBarista);
  tokens.otherBarista = await login(env, '+989121300013');
  tokens.customer = await login(env, DEMO_PHONES.customer);
});
afterAll(async () => env?.close());

type MenuCat = {
  _id: string;
  title: string;
  items: { _id: string; title: string; available: boolean; cover: string | null }[];
};
const publicMenu = async (p = mirdamad) =>
  (await call<{ menuList: MenuCat[] }>(menuList, { query: { providerId: p.id } })).body.menuList;
const publicItem = async (title: string) => (await publicMenu()).flatMap((c) => c.items).find((i) => i.title === title);
const newCategory = async (title: string, token = tokens.admin) => {
  const r = await call(categoryAdd, { body: { providerId: mirdamad.id, title }, token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.category as { _id: string; title: string; index: number };
};
const newItem = async (categoryId: string, title: string, extra: Record<string, unknown> = {}) => {
  const r = await call(itemAdd, {
    body: { providerId: mirdamad.id, categoryId, title, price: '۸۵٬۰۰۰', ...extra },
    token: tokens.admin,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.item as {
    _id: string;
    title: string;
    price: number;
    index: number;
    available: boolean;
    active: boolean;
  };
};

/** A PNG whose header claims `w`x`h` pixels with a few bytes of data: what a decompression bomb looks like to a decoder. */
function claimedPng(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    crc.writeUInt32BE(require('node:zlib').crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  // One megabyte of zero rows squeezes to about a kilobyte; the header asks the decoder for w*h.
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1_000_000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const uploadsOf = () => {
  const dir = path.join(env.dataDir, 'uploads', 'item');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

describe("who may call what (super admin, this branch's admin, its barista, another branch's barista, customer)", () => {
  it('lets only the menu permission at the branch add, edit, switch, sort and remove; baristas only mark items available or sold out', async () => {
    const cat = await newCategory('دسته آزمایش دسترسی');
    const item = await newItem(cat._id, 'آیتم آزمایش دسترسی');
    const ing = (
      await call(ingredientAdd, {
        body: { providerId: mirdamad.id, title: 'شیر آزمایشی', unit: 'milliliter', stock: 1000, alertAt: 100 },
        token: tokens.admin,
      })
    ).body.ingredient;
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8b5a2b' } })
      .png()
      .toBuffer();
    let n = 0;
    type Case = { name: string; run: (t: string) => Promise<{ status: number }>; barista: 200 | 403 };
    const cases: Case[] = [
      {
        name: 'category add',
        run: (t) => call(categoryAdd, { body: { providerId: mirdamad.id, title: `دسته ${++n}` }, token: t }),
        barista: 403,
      },
      {
        name: 'category edit',
        run: (t) => call(categoryEdit, { body: { menuCategoryId: cat._id, title: `دسته آزمایش ${++n}` }, token: t }),
        barista: 403,
      },
      {
        name: 'category active',
        run: (t) => call(categoryActive, { body: { menuCategoryId: cat._id, active: true }, token: t }),
        barista: 403,
      },
      {
        name: 'category sort',
        run: async (t) =>
          call(categorySort, {
            body: {
              providerId: mirdamad.id,
              categoryIds: (
                await call(categoryList, { query: { providerId: mirdamad.id, panel: '1' }, token: tokens.admin })
              ).body.categories.map((c: { _id: string }) => c._id),
            },
            token: t,
          }),
        barista: 403,
      },
      {
        name: 'category panel list',
        run: (t) => call(categoryList, { query: { providerId: mirdamad.id, panel: '1' }, token: t }),
        barista: 200,
      },
      {
        name: 'item add',
        run: (t) =>
          call(itemAdd, {
            body: { providerId: mirdamad.id, categoryId: cat._id, title: `آیتم ${++n}`, price: 1000 },
            token: t,
          }),
        barista: 403,
      },
      {
        name: 'item edit',
        run: (t) =>
          call(itemEdit, {
            body: { itemId: item._id, categoryId: cat._id, title: 'آیتم آزمایش دسترسی', price: 90_000 },
            token: t,
          }),
        barista: 403,
      },
      {
        name: 'item sort',
        run: async (t) =>
          call(itemSort, {
            body: {
              providerId: mirdamad.id,
              categoryId: cat._id,
              itemIds: (await itemsOf(mirdamad.id))
                .filter((i) => i.categoryId === cat._id && !i.removedAt)
                .map((i) => i.id),
            },
            token: t,
          }),
        barista: 403,
      },
      {
        name: 'item upload',
        run: async (t) => call(itemUpload, { method: 'POST', raw: await multipart(png, mirdamad.id), token: t }),
        barista: 403,
      },
      {
        name: 'item panel list',
        run: (t) => call(itemList, { query: { providerId: mirdamad.id, panel: '1' }, token: t }),
        barista: 200,
      },
      {
        name: 'item on/off',
        run: (t) => call(itemStatus, { body: { itemId: item._id, status: 'active' }, token: t }),
        barista: 403,
      },
      {
        name: 'item sold out',
        run: (t) => call(itemStatus, { body: { itemId: item._id, status: 'soldOut' }, token: t }),
        barista: 200,
      },
      {
        name: 'item available',
        run: (t) => call(itemStatus, { body: { itemId: item._id, status: 'available' }, token: t }),
        barista: 200,
      },
      {
        name: 'ingredient add',
        run: (t) =>
          call(ingredientAdd, {
            body: { providerId: mirdamad.id, title: `ماده ${++n}`, unit: 'gram', stock: 10, alertAt: 1 },
            token: t,
          }),
        barista: 403,
      },
      {
        name: 'ingredient edit',
        run: (t) =>
          call(ingredientEdit, {
            body: { ingredientId: ing._id, title: 'شیر آزمایشی', unit: 'milliliter', stock: 1000, alertAt: 100 },
            token: t,
          }),
        barista: 403,
      },
      {
        name: 'ingredient list',
        run: (t) => call(ingredientList, { query: { providerId: mirdamad.id, paging: '1-20' }, token: t }),
        barista: 403,
      },
      {
        name: 'ingredient get',
        run: (t) => call(ingredientGet, { query: { providerId: mirdamad.id, ingredientId: ing._id }, token: t }),
        barista: 403,
      },
    ];
    for (const c of cases) {
      expect((await c.run(tokens.superAdmin)).status, `${c.name}: super admin`).toBe(200);
      expect((await c.run(tokens.admin)).status, `${c.name}: branch admin`).toBe(200);
      expect((await c.run(tokens.barista)).status, `${c.name}: its barista`).toBe(c.barista);
      expect((await c.run(tokens.otherBarista)).status, `${c.name}: another branch's barista`).toBe(403);
      expect((await c.run(tokens.customer)).status, `${c.name}: customer`).toBe(403);
    }
    // Removals last (they end the row's life); the confirm-worthy calls refuse all but the menu permission.
    for (const t of [tokens.barista, tokens.otherBarista, tokens.customer]) {
      const r = await call(itemRemove, { body: { itemId: item._id }, token: t });
      expect(r.status).toBe(403);
      expect(r.body.error.eLang.fa).toBe('شما اجازه دسترسی به این بخش را ندارید.');
      expect((await call(categoryRemove, { body: { menuCategoryId: cat._id }, token: t })).status).toBe(403);
    }
    expect((await call(itemRemove, { body: { itemId: item._id } })).status).toBe(401);
  });

  it('refuses the branch admin at another branch', async () => {
    const iranCat = (
      await db().select().from(s.menuCategories).where(eq(s.menuCategories.providerId, iranshahr.id))
    )[0];
    const iranItem = (await itemsOf(iranshahr.id))[0];
    expect(
      (await call(categoryAdd, { body: { providerId: iranshahr.id, title: 'نفوذی' }, token: tokens.admin })).status,
    ).toBe(403);
    expect(
      (await call(categoryEdit, { body: { menuCategoryId: iranCat.id, title: 'نفوذی' }, token: tokens.admin })).status,
    ).toBe(403);
    expect(
      (await call(itemStatus, { body: { itemId: iranItem.id, status: 'soldOut' }, token: tokens.admin })).status,
    ).toBe(403);
    expect(
      (await call(itemStatus, { body: { itemId: iranItem.id, status: 'soldOut' }, token: tokens.barista })).status,
    ).toBe(403);
    expect((await call(itemRemove, { body: { itemId: iranItem.id }, token: tokens.admin })).status).toBe(403);
    expect(
      (await call(itemList, { query: { providerId: iranshahr.id, panel: '1' }, token: tokens.admin })).status,
    ).toBe(403);
    expect((await itemsOf(iranshahr.id)).find((i) => i.id === iranItem.id)).toMatchObject({
      available: iranItem.available,
      removedAt: null,
    });
  });
});

async function multipart(data: Buffer, providerId: string, name = 'cover.png') {
  const form = new FormData();
  form.append('providerId', providerId);
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
  const req = new Request('http://local/upload', { method: 'POST', body: form });
  return { data: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

describe('categories and items', () => {
  it('a new item shows in the public menu at once, sold out shows as such, and removal takes it out', async () => {
    const cat = await newCategory('نوشیدنی‌های فصل');
    expect((await publicMenu()).find((c) => c._id === cat._id)).toBeUndefined(); // empty categories are not shown
    const item = await newItem(cat._id, 'چای انبه', { description: 'با انبه تازه', reductionPrice: '5000' });
    expect(item).toMatchObject({ price: 85_000, available: true, active: true });
    expect(await publicItem('چای انبه')).toMatchObject({ available: true });

    const sold = await call(itemStatus, { body: { itemId: item._id, status: 'soldOut' }, token: tokens.barista });
    expect(sold.body.item).toMatchObject({ available: false, markedAvailable: false });
    expect(await publicItem('چای انبه')).toMatchObject({ available: false });

    await call(itemStatus, { body: { itemId: item._id, status: 'inactive' }, token: tokens.admin });
    expect(await publicItem('چای انبه')).toBeUndefined();
    await call(itemStatus, { body: { itemId: item._id, status: 'active' }, token: tokens.admin });
    await call(itemStatus, { body: { itemId: item._id, status: 'available' }, token: tokens.barista });
    expect(await publicItem('چای انبه')).toMatchObject({ available: true });

    // A counted item at stock 0 is sold out whatever its mark.
    await call(itemEdit, {
      body: { itemId: item._id, categoryId: cat._id, title: 'چای انبه', price: 85_000, stock: '0' },
      token: tokens.admin,
    });
    expect(await publicItem('چای انبه')).toMatchObject({ available: false });

    const blocked = await call(categoryRemove, { body: { menuCategoryId: cat._id }, token: tokens.admin });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.eLang.fa).toBe('این دسته‌بندی آیتم دارد؛ ابتدا آیتم‌های آن را حذف یا جابه‌جا کنید.');

    expect((await call(itemRemove, { body: { itemId: item._id }, token: tokens.admin })).status).toBe(200);
    expect(await publicItem('چای انبه')).toBeUndefined();
    const panel = await call(itemList, { query: { providerId: mirdamad.id, panel: '1' }, token: tokens.admin });
    expect(panel.body.items.find((i: { _id: string }) => i._id === item._id)).toBeUndefined();
    // The row stays for old orders, switched off.
    expect((await itemsOf(mirdamad.id)).find((i) => i.id === item._id)).toMatchObject({ active: false });
    expect((await call(itemRemove, { body: { itemId: item._id }, token: tokens.admin })).status).toBe(404);

    expect((await call(categoryRemove, { body: { menuCategoryId: cat._id }, token: tokens.admin })).status).toBe(200);
    const cats = await call(categoryList, { query: { providerId: mirdamad.id, panel: '1' }, token: tokens.admin });
    expect(cats.body.categories.find((c: { _id: string }) => c._id === cat._id)).toBeUndefined();
  });

  it('hides a whole category from the menu and brings it back', async () => {
    const cat = await newCategory('کیک‌ها');
    await newItem(cat._id, 'کیک هویج');
    expect((await publicMenu()).some((c) => c._id === cat._id)).toBe(true);
    await call(categoryActive, { body: { menuCategoryId: cat._id, active: false }, token: tokens.admin });
    expect((await publicMenu()).some((c) => c._id === cat._id)).toBe(false);
    await call(categoryActive, { body: { menuCategoryId: cat._id, active: true }, token: tokens.admin });
    expect((await publicMenu()).some((c) => c._id === cat._id)).toBe(true);
  });

  it('answers bad input with the Persian reason and writes nothing', async () => {
    const cat = await newCategory('دسته ورودی نامعتبر');
    const before = (await itemsOf(mirdamad.id)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ providerId: mirdamad.id, categoryId: cat._id, title: '', price: 1000 }, 'لطفا نام آیتم را وارد کنید.'],
      [{ providerId: mirdamad.id, categoryId: cat._id, title: 'بی‌قیمت' }, 'قیمت را وارد کنید.'],
      [
        { providerId: mirdamad.id, categoryId: cat._id, title: 'منفی', price: -5 },
        'قیمت باید عددی بین ۰ و ۱۰۰ میلیون تومان باشد.',
      ],
      [
        { providerId: mirdamad.id, categoryId: cat._id, title: 'تخفیف زیاد', price: 1000, reductionPrice: 2000 },
        'تخفیف باید عددی بین ۰ و قیمت آیتم باشد.',
      ],
      [{ providerId: mirdamad.id, categoryId: '', title: 'بی‌دسته', price: 1000 }, 'دسته‌بندی را انتخاب کنید.'],
      [
        { providerId: mirdamad.id, categoryId: 'missing', title: 'دسته ناموجود', price: 1000 },
        'دسته‌بندی مورد نظر یافت نشد.',
      ],
      [
        {
          providerId: mirdamad.id,
          categoryId: cat._id,
          title: 'تصویر جعلی',
          price: 1000,
          cover: 'aaaaaaaaaaaaaaaaaaaaaaaa.webp',
        },
        'تصویر انتخاب شده یافت نشد؛ دوباره بارگذاری کنید.',
      ],
      [
        {
          providerId: mirdamad.id,
          categoryId: cat._id,
          title: 'ماده غریبه',
          price: 1000,
          ingredients: [{ ingredientId: 'nope', amount: 3 }],
        },
        'ماده اولیه مورد نظر یافت نشد.',
      ],
    ];
    for (const [body, fa] of cases) {
      const r = await call(itemAdd, { body, token: tokens.admin });
      expect(r.status, fa).toBeGreaterThanOrEqual(400);
      expect(r.body.error.eLang.fa, JSON.stringify(r.body)).toBe(fa);
    }
    expect((await itemsOf(mirdamad.id)).length).toBe(before);
    const dup = await call(categoryAdd, {
      body: { providerId: mirdamad.id, title: 'دسته ورودی نامعتبر' },
      token: tokens.admin,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.eLang.fa).toBe('دسته‌بندی دیگری با این نام در این شعبه هست.');
    const bad = await call(itemStatus, { body: { itemId: 'x1', status: 'gone' }, token: tokens.admin });
    expect(bad.status).toBe(400);
  });

  it("reorders a category's items in one call, as the menu then shows them, and refuses a stale list", async () => {
    const cat = await newCategory('ترتیب');
    const a = await newItem(cat._id, 'اول');
    const b = await newItem(cat._id, 'دوم');
    const c = await newItem(cat._id, 'سوم');
    const order = async () => (await publicMenu()).find((x) => x._id === cat._id)!.items.map((i) => i.title);
    expect(await order()).toEqual(['اول', 'دوم', 'سوم']);
    const r = await call(itemSort, {
      body: { providerId: mirdamad.id, categoryId: cat._id, itemIds: [c._id, a._id, b._id] },
      token: tokens.admin,
    });
    expect(r.status).toBe(200);
    expect(await order()).toEqual(['سوم', 'اول', 'دوم']);
    const stale = await call(itemSort, {
      body: { providerId: mirdamad.id, categoryId: cat._id, itemIds: [a._id, b._id] },
      token: tokens.admin,
    });
    expect(stale.status).toBe(409);
    expect(await order()).toEqual(['سوم', 'اول', 'دوم']);

    const all = (
      await call(categoryList, { query: { providerId: mirdamad.id, panel: '1' }, token: tokens.admin })
    ).body.categories.map((x: { _id: string }) => x._id);
    const moved = [cat._id, ...all.filter((id: string) => id !== cat._id)];
    expect(
      (await call(categorySort, { body: { providerId: mirdamad.id, categoryIds: moved }, token: tokens.admin })).status,
    ).toBe(200);
    expect((await publicMenu())[0]._id).toBe(cat._id);
  });
});

describe('cover images', () => {
  it("stores a photo as WebP in the menu's two sizes under content-addressed names, served for a year", async () => {
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c08040' } })
      .png()
      .toBuffer();
    const r = await call(itemUpload, { method: 'POST', raw: await multipart(png, mirdamad.id), token: tokens.admin });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const cover = r.body.cover as string;
    expect(cover).toMatch(/^[a-f0-9]{22}01\.webp$/);
    const big = cover.replace(/01\.webp$/, '02.webp');
    expect(uploadsOf()).toEqual(expect.arrayContaining([cover, big]));
    for (const [name, width, height] of [
      [cover, 380, 280],
      [big, 760, 560],
    ] as const) {
      const got = await call(photo, { query: { cover: name } });
      expect(got.status).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
      expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(got.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    }
    // The same photo again gives the same names (nothing new on disk).
    const again = await call(itemUpload, {
      method: 'POST',
      raw: await multipart(png, mirdamad.id),
      token: tokens.admin,
    });
    expect(again.body.cover).toBe(cover);

    const cat = await newCategory('با عکس');
    const item = await newItem(cat._id, 'موکا', { cover });
    expect(item).toMatchObject({ cover });
    expect(await publicItem('موکا')).toMatchObject({ cover });
  });

  it('refuses hostile files (HTML named .png, too large, a decompression bomb, a cut-off image) and leaves nothing on disk', async () => {
    const before = uploadsOf();
    const rows = (await db().select().from(s.files)).length;
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const cases: [Buffer, number, string][] = [
      [html, 415, 'فقط تصویر JPEG، PNG یا WebP سالم پذیرفته می‌شود.'],
      [
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), html]),
        415,
        'فقط تصویر JPEG، PNG یا WebP سالم پذیرفته می‌شود.',
      ],
      [claimedPng(30_000, 30_000), 400, 'ابعاد تصویر بیش از حد مجاز (۲۴ مگاپیکسل) است.'],
      [
        (
          await sharp({ create: { width: 600, height: 400, channels: 3, background: '#123456' } })
            .jpeg()
            .toBuffer()
        ).subarray(0, 400),
        415,
        'فقط تصویر JPEG، PNG یا WebP سالم پذیرفته می‌شود.',
      ],
    ];
    for (const [data, status, fa] of cases) {
      const r = await call(itemUpload, {
        method: 'POST',
        raw: await multipart(data, mirdamad.id, 'photo.png'),
        token: tokens.admin,
      });
      expect(r.status, fa).toBe(status);
      expect(r.body.error.eLang.fa).toBe(fa);
    }
    const huge = await call(itemUpload, {
      method: 'POST',
      raw: await multipart(Buffer.alloc(6 * 1024 * 1024, 1), mirdamad.id),
      token: tokens.admin,
    });
    expect(huge.status).toBe(413);
    expect(uploadsOf()).toEqual(before);
    expect((await db().select().from(s.files)).length).toBe(rows);
    // A missing file is the form's fault.
    const empty = await call(itemUpload, {
      method: 'POST',
      raw: await fileForm(Buffer.from('x'), 'a.txt', 'text/plain', 'other'),
      token: tokens.admin,
    });
    expect(empty.status).toBe(400);
  });
});

describe('ingredients', () => {
  it("adds, lists 20 a page, reads and edits a branch's ingredients, and keeps other branches' apart", async () => {
    const add = await call(ingredientAdd, {
      body: { providerId: mirdamad.id, title: 'قهوه ترک', unit: 'gram', stock: '۵۰۰۰', alertAt: '1000' },
      token: tokens.admin,
    });
    expect(add.status).toBe(200);
    expect(add.body.ingredient).toMatchObject({
      title: 'قهوه ترک',
      unit: 'gram',
      stock: 5000,
      alertAt: 1000,
      low: false,
    });
    const id = add.body.ingredient._id;
    for (let i = 0; i < 21; i++)
      await call(ingredientAdd, {
        body: { providerId: mirdamad.id, title: `ادویه ${i}`, unit: 'gram', stock: 50, alertAt: 10 },
        token: tokens.admin,
      });
    const p1 = await call(ingredientList, { query: { providerId: mirdamad.id, paging: '1-20' }, token: tokens.admin });
    expect(p1.body.ingredients).toHaveLength(20);
    expect(p1.body.total).toBeGreaterThanOrEqual(22);
    const p2 = await call(ingredientList, { query: { providerId: mirdamad.id, paging: '2-20' }, token: tokens.admin });
    expect(p2.body.ingredients.length).toBeGreaterThanOrEqual(2);
    const found = await call(ingredientList, {
      query: { providerId: mirdamad.id, paging: '1-20', text: 'ترک' },
      token: tokens.admin,
    });
    expect(found.body.ingredients.map((g: { title: string }) => g.title)).toEqual(['قهوه ترک']);

    expect(
      (await call(ingredientGet, { query: { providerId: mirdamad.id, ingredientId: id }, token: tokens.admin })).body
        .ingredient.title,
    ).toBe('قهوه ترک');
    // Asked for under another branch (whose menu the super admin may see): not found there.
    expect(
      (await call(ingredientGet, { query: { providerId: iranshahr.id, ingredientId: id }, token: tokens.superAdmin }))
        .status,
    ).toBe(404);
    const dup = await call(ingredientAdd, {
      body: { providerId: mirdamad.id, title: 'قهوه ترک', unit: 'gram', stock: 1, alertAt: 0 },
      token: tokens.admin,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.eLang.fa).toBe('ماده اولیه‌ای با این نام در این شعبه ثبت شده است.');
    const bad = await call(ingredientAdd, {
      body: { providerId: mirdamad.id, title: 'بی‌واحد', stock: 1, alertAt: 0 },
      token: tokens.admin,
    });
    expect(bad.body.error.eLang.fa).toBe('واحد را انتخاب کنید.');
    const edit = await call(ingredientEdit, {
      body: { ingredientId: id, title: 'قهوه ترک درشت', unit: 'gram', stock: 4000, alertAt: 1000 },
      token: tokens.admin,
    });
    expect(edit.body.ingredient).toMatchObject({ title: 'قهوه ترک درشت', stock: 4000 });
  });

  it("orders take their items' ingredients, a cancellation gives them back, and low stock is flagged", async () => {
    const milk = (
      await call(ingredientAdd, {
        body: { providerId: mirdamad.id, title: 'شیر', unit: 'milliliter', stock: 1000, alertAt: 500 },
        token: tokens.admin,
      })
    ).body.ingredient;
    const beans = (
      await call(ingredientAdd, {
        body: { providerId: mirdamad.id, title: 'قهوه اسپرسو', unit: 'gram', stock: 100, alertAt: 20 },
        token: tokens.admin,
      })
    ).body.ingredient;
    const cat = await newCategory('قهوه‌های شیری');
    const latte = await newItem(cat._id, 'لاته ویژه', {
      ingredients: [
        { ingredientId: milk._id, amount: 200 },
        { ingredientId: beans._id, amount: '18' },
      ],
    });
    const panel = await call(itemList, { query: { providerId: mirdamad.id, panel: '1' }, token: tokens.barista });
    expect(panel.body.items.find((i: { _id: string }) => i._id === latte._id).ingredients).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'شیر', amount: 200, unit: 'milliliter' }),
        expect.objectContaining({ title: 'قهوه اسپرسو', amount: 18 }),
      ]),
    );
    const lowBefore = (
      await call(ingredientList, { query: { providerId: mirdamad.id, paging: '1-20' }, token: tokens.admin })
    ).body.lowCount;

    const order = await call(submit, {
      body: { providerId: mirdamad.id, items: [{ _id: latte._id, count: 3 }], paymentBy: 'pos', orderType: 'takeAway' },
      token: tokens.customer,
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const stockOf = async (id: string) =>
      (await db().select().from(s.ingredients).where(eq(s.ingredients.id, id)))[0].stock;
    expect(await stockOf(milk._id)).toBe(400);
    expect(await stockOf(beans._id)).toBe(46);

    const low = await call(ingredientList, {
      query: { providerId: mirdamad.id, paging: '1-20', low: '1' },
      token: tokens.admin,
    });
    expect(low.body.lowCount).toBe(lowBefore + 1);
    expect(low.body.ingredients.map((g: { title: string; low: boolean }) => [g.title, g.low])).toContainEqual([
      'شیر',
      true,
    ]);
    expect(low.body.ingredients.some((g: { title: string }) => g.title === 'قهوه اسپرسو')).toBe(false);
    // The item lists what uses an ingredient.
    expect(
      (await call(ingredientGet, { query: { providerId: mirdamad.id, ingredientId: milk._id }, token: tokens.admin }))
        .body.ingredient.items,
    ).toEqual([{ _id: latte._id, title: 'لاته ویژه', amount: 200 }]);

    const orderId = order.body.orderId ?? order.body.order?._id;
    const cancel = await call(changeStatus, {
      body: { orderId, status: 'canceled', reason: 'تمام شدن مواد' },
      token: tokens.barista,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await stockOf(milk._id)).toBe(1000);
    expect(await stockOf(beans._id)).toBe(100);
  });
});

describe('item bonus (the customer club discount on an item)', () => {
  it('only the menu permission at the branch turns it on and off, and the public menu shows it at once', async () => {
    const espresso = (await itemsOf(mirdamad.id)).find((i) => i.title === 'اسپرسو')!;
    const shown = async () => {
      const menu = await call(menuList, { query: { providerId: mirdamad.id } });
      return menu.body.menuList
        .flatMap((c: { items: { _id: string; hasMembershipDiscount: boolean }[] }) => c.items)
        .find((i: { _id: string }) => i._id === espresso.id).hasMembershipDiscount;
    };
    for (const token of [tokens.barista, tokens.otherBarista, tokens.customer]) {
      expect((await call(bonusAdd, { token, body: { itemId: espresso.id } })).status).toBe(403);
    }
    const on = await call(bonusAdd, { token: tokens.admin, body: { itemId: espresso.id } });
    expect(on.status).toBe(200);
    expect(on.body.item.hasMembershipDiscount).toBe(true);
    expect(await shown()).toBe(true);
    const off = await call(bonusRemove, { token: tokens.superAdmin, body: { itemId: espresso.id } });
    expect(off.body.item.hasMembershipDiscount).toBe(false);
    expect(await shown()).toBe(false);
    expect((await call(bonusAdd, { token: tokens.admin, body: { itemId: 'ffffffffffffffffffffffff' } })).status).toBe(
      404,
    );
  });
});
