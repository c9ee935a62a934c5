import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, login, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import list from '@/pages/api/v1/faq/list';
import getFaq from '@/pages/api/v1/faq/[id]';
import add from '@/pages/api/v1/faq/add';
import edit from '@/pages/api/v1/faq/edit';
import remove from '@/pages/api/v1/faq/remove';
import categoryList from '@/pages/api/v1/faq/category/list';
import categoryAdd from '@/pages/api/v1/faq/category/add';
import categoryEdit from '@/pages/api/v1/faq/category/edit';
import categoryRemove from '@/pages/api/v1/faq/category/remove';

const ALL_FIELDS = 'تمامی مقادیر (شناسه، سوال، جواب) باید ارسال شوند.';

let env: TestEnv;
let customer: string;
let staff: string;
let superAdmin: string;

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  await db()
    .update(s.users)
    .set({ accessLevel: { faq: true } })
    .where(eq(s.users.phone, '+989120000103'));
  staff = await login(env, '+989120000103');
});
afterAll(async () => env?.close());

describe('FAQ for visitors', () => {
  it('lists questions in order with their categories', async () => {
    const cats = await call(categoryList, {});
    expect(cats.status).toBe(200);
    expect(cats.body.categories.map((c: { name: string }) => c.name)).toEqual([
      'سفارش و پرداخت',
      'فضای کار اشتراکی',
      'باشگاه و کیف پول',
      'حساب کاربری',
    ]);
    const all = await call(list, {});
    expect(all.body.total).toBe(11);
    expect(all.body.faqs[0]).toMatchObject({
      question: 'چطور از منو سفارش بدهم؟',
      index: 0,
      categoryId: cats.body.categories[0]._id,
    });
    expect(all.body.faqs[0].faqId).toBe(all.body.faqs[0]._id);
    const one = await call(list, { query: { categoryId: cats.body.categories[2]._id } });
    expect(one.body.faqs.map((f: { question: string }) => f.question)).toEqual([
      'باشگاه همکار چیست؟',
      'چطور کیف پولم را شارژ کنم؟',
    ]);
    const byId = await call(getFaq, { query: { id: one.body.faqs[0]._id } });
    expect(byId.body.faq.answer).toContain('سطح عضویت');
    expect((await call(getFaq, { query: { id: 'missing' } })).status).toBe(404);
  });

  it('searches with Arabic letter forms and half-spaces folded', async () => {
    const r = await call(list, { query: { text: 'كيف پول' } });
    expect(r.body.faqs.map((f: { question: string }) => f.question)).toEqual(
      expect.arrayContaining(['چطور کیف پولم را شارژ کنم؟']),
    );
    const none = await call(list, { query: { text: 'زرافه' } });
    expect(none.body).toEqual({ faqs: [], total: 0 });
  });
});

describe('FAQ for staff', () => {
  it('adds, edits and removes a question', async () => {
    const cats = (await call(categoryList, {})).body.categories;
    const added = await call(add, {
      token: staff,
      body: { question: 'وای‌فای رمز دارد؟', answer: 'بله؛ رمز روی کارت میز نوشته شده است.', categoryId: cats[1]._id },
    });
    expect(added.status).toBe(200);
    expect(added.body.faq).toMatchObject({ question: 'وای‌فای رمز دارد؟', categoryId: cats[1]._id });
    const id = added.body.faq.faqId;
    expect((await call(list, {})).body.total).toBe(12);
    const edited = await call(edit, {
      token: staff,
      body: { faqId: id, question: 'رمز وای‌فای چیست؟', answer: 'رمز روی کارت هر میز نوشته شده است.' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.faq).toMatchObject({ question: 'رمز وای‌فای چیست؟', categoryId: cats[1]._id });
    expect((await call(remove, { token: staff, body: { faqId: id } })).body).toEqual({ success: true, faqId: id });
    expect((await call(getFaq, { query: { id } })).status).toBe(404);
    expect((await call(remove, { token: staff, body: { faqId: id } })).status).toBe(404);
  });

  it("editing without id, question or answer answers the spec's message", async () => {
    const faq = (await call(list, {})).body.faqs[0];
    const bodies = [
      { question: 'q', answer: 'a' },
      { faqId: faq._id, answer: 'a' },
      { faqId: faq._id, question: 'q' },
      { faqId: faq._id, question: '  ', answer: 'a' },
      {},
    ];
    for (const body of bodies) {
      const r = await call(edit, { token: superAdmin, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error.eLang.fa).toBe(ALL_FIELDS);
    }
    const missing = await call(edit, { token: superAdmin, body: { faqId: 'missing', question: 'q', answer: 'a' } });
    expect(missing.status).toBe(404);
    expect(missing.body.error.eLang.fa).toBe('سوال مورد نظر یافت نشد.');
  });

  it('guards every staff call (table)', async () => {
    const faq = (await call(list, {})).body.faqs[0];
    const cases = [
      { handler: add, body: { question: 'q', answer: 'a' } },
      { handler: edit, body: { faqId: faq._id, question: 'q', answer: 'a' } },
      { handler: remove, body: { faqId: faq._id } },
      { handler: categoryAdd, body: { name: 'x' } },
      { handler: categoryEdit, body: { categoryId: faq.categoryId, name: 'x' } },
      { handler: categoryRemove, body: { categoryId: faq.categoryId } },
    ];
    for (const c of cases) {
      expect((await call(c.handler, { body: c.body })).status).toBe(401);
      expect((await call(c.handler, { body: c.body, token: customer })).status).toBe(403);
    }
    const noQuestion = await call(add, { token: staff, body: { answer: 'a' } });
    expect(noQuestion.status).toBe(400);
    expect(noQuestion.body.error.eLang.fa).toBe('سوال را وارد کنید.');
    expect((await call(add, { token: staff, body: { question: 'q', answer: 'a', categoryId: 'nope' } })).status).toBe(
      404,
    );
  });

  it('manages categories; removing one keeps its questions without a category', async () => {
    const added = await call(categoryAdd, { token: staff, body: { name: 'رویدادها' } });
    expect(added.status).toBe(200);
    expect(added.body.category).toMatchObject({ name: 'رویدادها', index: 4 });
    expect((await call(categoryAdd, { token: staff, body: { name: 'رویدادها' } })).status).toBe(409);
    const id = added.body.category.categoryId;
    const renamed = await call(categoryEdit, {
      token: staff,
      body: { categoryId: id, name: 'رویدادها و کارگاه‌ها', index: 0 },
    });
    expect(renamed.body.category).toMatchObject({ name: 'رویدادها و کارگاه‌ها', index: 0 });
    const q = await call(add, {
      token: staff,
      body: { question: 'کارگاه‌ها رایگان‌اند؟', answer: 'برای اعضای باشگاه بله.', categoryId: id },
    });
    const gone = await call(categoryRemove, { token: staff, body: { categoryId: id } });
    expect(gone.body).toEqual({ success: true, categoryId: id });
    const kept = await call(getFaq, { query: { id: q.body.faq._id } });
    expect(kept.body.faq.categoryId).toBeNull();
    expect((await call(categoryRemove, { token: staff, body: { categoryId: id } })).status).toBe(404);
    expect((await call(categoryEdit, { token: staff, body: { categoryId: id, name: 'x' } })).status).toBe(404);
  });
});
