import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { call, login, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { tinyPdf, tinyPng } from './fixtures';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import aboutUs from '@/pages/api/v1/aboutUs';
import action from '@/pages/api/v1/aboutUs/[section]/[action]';
import aboutFile from '@/pages/api/v1/aboutUs/file/[name]';

let env: TestEnv;
let customer: string;
let staff: string;

async function multipart(fields: Record<string, string | { data: Buffer; name: string }>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') form.append(k, v);
    else form.append(k, new Blob([new Uint8Array(v.data)]), v.name);
  }
  const res = new Response(form);
  return { data: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
}

const post = (section: string, act: 'add' | 'edit' | 'remove', body: unknown, token = staff) =>
  call(action, { query: { section, action: act }, body, token });
const read = async () => (await call(aboutUs, {})).body;

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
  await db()
    .update(s.users)
    .set({ accessLevel: { aboutUs: true } })
    .where(eq(s.users.phone, '+989120000101'));
  staff = await login(env, '+989120000101');
});
afterAll(async () => env?.close());

describe('GET /v1/aboutUs', () => {
  it('answers every section of the spec, in order, with colleagues as people and no phone numbers', async () => {
    const r = await call(aboutUs, {});
    expect(r.status).toBe(200);
    for (const k of [
      'colleagues',
      'strategicPillars',
      'products',
      'quickAccess',
      'gallery',
      'instructions',
      'goals',
      'forms',
      'ourStory',
      'introduction',
      'laws',
    ]) {
      expect(Array.isArray(r.body[k]), k).toBe(true);
    }
    expect(r.body.ourStory.map((x: { year: string }) => x.year)).toEqual(['۱۳۹۸', '۱۴۰۰', '۱۴۰۲', '۱۴۰۴']);
    expect(r.body.gallery[0].url).toBe(`/api/v1/aboutUs/file/${r.body.gallery[0].image}`);
    const sara = r.body.colleagues.find((c: { title: string }) => c.title === 'مدیر شعبه میرداماد');
    expect(sara.user).toMatchObject({ name: 'سارا محمدی' });
    expect(JSON.stringify(r.body)).not.toContain('+98912');
    const file = await call(aboutFile, { query: { name: r.body.gallery[0].image } });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/svg+xml');
  });
});

describe('about-us staff calls', () => {
  it('adds, edits and removes a goal by id', async () => {
    const added = await post('goals', 'add', { title: 'کافه در هر محله', description: 'یک شعبه در هر منطقه تهران' });
    expect(added.status).toBe(200);
    const id = added.body.item._id;
    expect(added.body.item).toMatchObject({ title: 'کافه در هر محله', index: 3 });
    const edited = await post('goals', 'edit', { goalId: id, title: 'کافه در هر محله تهران' });
    expect(edited.body.item).toMatchObject({
      title: 'کافه در هر محله تهران',
      description: 'یک شعبه در هر منطقه تهران',
    });
    expect((await read()).goals.at(-1).title).toBe('کافه در هر محله تهران');
    expect((await post('goals', 'remove', { goalId: id })).body).toEqual({ success: true });
    expect((await read()).goals.map((g: { _id: string }) => g._id)).not.toContain(id);
    expect((await post('goals', 'remove', { goalId: id })).status).toBe(404);
  });

  it('removes our story, products and laws by their index, as the spec names them', async () => {
    const before = await read();
    expect((await post('ourstory', 'remove', { storyIndex: 1 })).status).toBe(200);
    expect((await post('products', 'remove', { productIndex: before.products[0].index })).status).toBe(200);
    expect((await post('laws', 'remove', { lawsIndex: 4 })).status).toBe(200);
    const after = await read();
    expect(after.ourStory.map((x: { year: string }) => x.year)).toEqual(['۱۳۹۸', '۱۴۰۲', '۱۴۰۴']);
    expect(after.products).toHaveLength(before.products.length - 1);
    expect(after.laws.map((l: { index: number }) => l.index)).toEqual([0, 1, 2, 3]);
    // A new entry never takes a removed index.
    const added = await post('ourstory', 'add', {
      year: '۱۴۰۵',
      title: 'همکار آنلاین',
      description: 'سفارش و رزرو از وب',
    });
    expect(added.body.item.index).toBe(4);
    expect((await post('ourstory', 'remove', { storyIndex: 1 })).status).toBe(404);
  });

  it('edits strategic pillars as a whole list ({ pillars }): reorders, changes, drops and adds', async () => {
    const { strategicPillars: pillars } = await read();
    const r = await post('strategicpillars', 'edit', {
      pillars: [
        { _id: pillars[2]._id, title: pillars[2].title, description: pillars[2].description },
        { _id: pillars[0]._id, title: 'کیفیت', description: 'بی‌تعارف' },
        { title: 'نوآوری', description: 'ابزارهای تازه برای اعضا' },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body.items.map((p: { title: string }) => p.title)).toEqual([pillars[2].title, 'کیفیت', 'نوآوری']);
    expect(r.body.items.map((p: { index: number }) => p.index)).toEqual([0, 1, 2]);
    const one = await post('strategicpillars', 'edit', {
      pillarId: pillars[0]._id,
      description: 'دانه تازه، میز راحت',
    });
    expect(one.body.item).toMatchObject({ title: 'کیفیت', description: 'دانه تازه، میز راحت' });
  });

  it('stores gallery images uploaded as multipart and deletes them with their entry', async () => {
    const r = await call(action, {
      query: { section: 'gallery', action: 'add' },
      raw: await multipart({ image: { data: tinyPng(), name: 'bar.png' }, caption: 'پیشخوان' }),
      token: staff,
    });
    expect(r.status).toBe(200);
    const { item } = r.body;
    expect(item.caption).toBe('پیشخوان');
    const served = await call(aboutFile, { query: { name: item.image } });
    expect(served.headers['content-type']).toBe('image/webp');
    const onDisk = path.join(env.dataDir, 'uploads', 'about', item.image);
    expect(existsSync(onDisk)).toBe(true);
    const pdf = await call(action, {
      query: { section: 'gallery', action: 'add' },
      raw: await multipart({ image: { data: tinyPdf(), name: 'a.pdf' } }),
      token: staff,
    });
    expect(pdf.status).toBe(415);
    await post('gallery', 'remove', { imageId: item._id });
    expect(existsSync(onDisk)).toBe(false);
    expect((await call(aboutFile, { query: { name: item.image } })).status).toBe(404);
  });

  it('forms need a file or a link; a PDF form is served inline', async () => {
    const empty = await post('forms', 'add', { title: 'فرم خالی' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.eLang.fa).toBe('برای فرم یک فایل یا یک پیوند وارد کنید.');
    const linked = await post('forms', 'add', { title: 'فرم رزرو رویداد', link: '/userTicket/add' });
    expect(linked.body.item.url).toBe('/userTicket/add');
    const withFile = await call(action, {
      query: { section: 'forms', action: 'add' },
      raw: await multipart({ title: 'فرم عضویت سازمانی', file: { data: tinyPdf(), name: 'form.pdf' } }),
      token: staff,
    });
    expect(withFile.status).toBe(200);
    const served = await call(aboutFile, { query: { name: withFile.body.item.file } });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(await post('forms', 'remove', { formId: linked.body.item._id })).toMatchObject({ status: 200 });
  });

  it('adds colleagues by user id (once), and removes them by user id', async () => {
    const [reza] = await db().select().from(s.users).where(eq(s.users.phone, '+989120000102'));
    const r = await post('colleagues', 'add', { userId: reza.id, title: 'مسئول فنی', team: 'فناوری' });
    expect(r.status).toBe(200);
    expect(r.body.item.user).toMatchObject({ _id: reza.id, name: 'رضا توکلی' });
    const again = await post('colleagues', 'add', { userId: reza.id, title: 'x' });
    expect(again.status).toBe(409);
    expect(again.body.error.eLang.fa).toBe('این کاربر قبلا به همکاران اضافه شده است.');
    expect((await post('colleagues', 'add', { userId: 'nobody', title: 'x' })).status).toBe(404);
    expect((await post('colleagues', 'remove', { userId: reza.id })).status).toBe(200);
    expect((await read()).colleagues.map((c: { userId: string }) => c.userId)).not.toContain(reza.id);
  });

  it('guards and validates every section call (table)', async () => {
    const cases: {
      section: string;
      act: 'add' | 'edit' | 'remove';
      body: unknown;
      token?: string;
      status: number;
      fa?: string;
    }[] = [
      { section: 'goals', act: 'add', body: { title: 'x' }, token: '', status: 401 },
      { section: 'goals', act: 'add', body: { title: 'x' }, token: customer, status: 403 },
      { section: 'nothing', act: 'add', body: {}, status: 404, fa: 'این بخش درباره ما وجود ندارد.' },
      { section: 'goals', act: 'add', body: {}, status: 400, fa: 'عنوان را وارد کنید.' },
      {
        section: 'quickAccess',
        act: 'add',
        body: { title: 'x', link: 'javascript:alert(1)' },
        status: 400,
        fa: 'آدرس وارد شده معتبر نیست.',
      },
      { section: 'quickAccess', act: 'add', body: { title: 'x', link: '//evil.example' }, status: 400 },
      { section: 'introduction', act: 'add', body: { title: 'x' }, status: 400, fa: 'متن معرفی را وارد کنید.' },
      { section: 'laws', act: 'remove', body: { lawsIndex: 'x' }, status: 400 },
      { section: 'goals', act: 'edit', body: { goalId: 'missing', title: 'x' }, status: 404 },
      { section: 'holidays', act: 'add', body: { date: '۱۴۰۵/۰۱/۰۱', occasion: 'x' }, status: 200 },
      {
        section: 'holidays',
        act: 'add',
        body: { date: 'tomorrow', occasion: 'x' },
        status: 400,
        fa: 'تاریخ باید به شکل YYYY-MM-DD باشد.',
      },
    ];
    for (const c of cases) {
      const r = await call(action, {
        query: { section: c.section, action: c.act },
        body: c.body,
        token: c.token === '' ? undefined : (c.token ?? staff),
      });
      expect(r.status, `${c.section} ${c.act} ${JSON.stringify(c.body)}`).toBe(c.status);
      if (c.fa) expect(r.body.error.eLang.fa).toBe(c.fa);
    }
    const quick = await post('quickAccess', 'add', { title: 'منو', link: '/menu' });
    const edited = await post('quickAccess', 'edit', { quickAccessId: quick.body.item._id, title: 'منوی کافه' });
    expect(edited.body.item).toMatchObject({ title: 'منوی کافه', link: '/menu' });
  });
});
