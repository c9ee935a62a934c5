import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, setupTestEnv, type TestEnv } from './harness';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import search from '@/pages/api/v1/search';

let env: TestEnv;
beforeAll(async () => {
  env = await setupTestEnv();
});
afterAll(async () => env?.close());

describe('GET /v1/search', () => {
  it('finds menu items of every branch, blog posts and FAQ for one text', async () => {
    const r = await call(search, { query: { text: 'کلد برو' } });
    expect(r.status).toBe(200);
    expect(r.body.items.map((i: { providerName: string }) => i.providerName)).toEqual([
      'کافه همکار میرداماد',
      'کافه همکار ایرانشهر',
      'فضای کار همکار سِلوا',
    ]);
    expect(r.body.items[0]).toMatchObject({ title: 'کلد برو', price: 120000, reductionPrice: 15000 });
    expect(r.body.blogs.map((b: { title: string }) => b.title)).toContain('کلد برو چیست و چرا ۱۸ ساعت دم می‌کشد؟');
    const faq = await call(search, { query: { text: 'اتاق جلسه' } });
    expect(faq.body.faqs.map((f: { question: string }) => f.question)).toContain('اتاق جلسه را چطور رزرو کنم؟');
  });

  it('folds Arabic letters, half-spaces and Persian digits', async () => {
    const arabic = await call(search, { query: { text: 'كيك' } });
    expect(arabic.body.items.map((i: { title: string }) => i.title)).toContain('کیک شکلاتی');
    const halfSpace = await call(search, { query: { text: 'نیم روز' } });
    expect(halfSpace.body.items.map((i: { title: string }) => i.title)).toContain('پاس نیم‌روز');
    const digits = await call(search, { query: { text: '۱۸ ساعته' } });
    expect(digits.body.items.map((i: { title: string }) => i.title)).toContain('کلد برو');
  });

  it('leaves out hidden items and waiting posts, and asks for a text', async () => {
    await db().update(s.menuItems).set({ visible: false }).where(eq(s.menuItems.title, 'املت'));
    const hidden = await call(search, { query: { text: 'املت' } });
    expect(hidden.body.items).toEqual([]);
    const pending = await call(search, { query: { text: 'کارگاه بازاریابی' } });
    expect(pending.body.blogs).toEqual([]);
    const empty = await call(search, { query: { text: ' ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.eLang.fa).toBe('عبارت جستجو را وارد کنید.');
  });
});
