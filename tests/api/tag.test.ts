import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, login, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import list from '@/pages/api/v1/tag/list';
import add from '@/pages/api/v1/tag/add';
import edit from '@/pages/api/v1/tag/edit';
import remove from '@/pages/api/v1/tag/remove';
import top from '@/pages/api/v1/tag/top';

let env: TestEnv;
let customer: string;
let staff: string;

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
  await db()
    .update(s.users)
    .set({ accessLevel: { tags: true } })
    .where(eq(s.users.phone, '+989120000104'));
  staff = await login(env, '+989120000104');
});
afterAll(async () => env?.close());

describe('tags', () => {
  it('lists tags by name with how many members carry them, and the top tags in order', async () => {
    const r = await call(list, {});
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(10);
    const code = r.body.tags.find((t: { name: string }) => t.name === 'برنامه‌نویسی');
    expect(code.users).toBe(2);
    const found = await call(list, { query: { text: 'برنامه نويسي' } });
    expect(found.body.tags.map((t: { name: string }) => t.name)).toEqual(['برنامه‌نویسی']);
    const t = await call(top, {});
    expect(t.body.tags.map((x: { name: string }) => x.name)).toEqual([
      'برنامه‌نویسی',
      'طراحی محصول',
      'استارتاپ',
      'بازاریابی دیجیتال',
      'عکاسی',
    ]);
  });

  it('adds, renames, promotes and removes a tag; names are unique in any letter case', async () => {
    const a = await call(add, { token: staff, body: { name: 'Data Science' } });
    expect(a.status).toBe(200);
    const id = a.body.tag.tagId;
    const dup = await call(add, { token: staff, body: { name: 'data science' } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.eLang.fa).toBe('برچسبی با این نام وجود دارد.');
    expect((await call(edit, { token: staff, body: { tagId: id, name: 'علم داده' } })).body.tag.name).toBe('علم داده');
    expect((await call(edit, { token: staff, body: { tagId: id, name: 'عکاسی' } })).status).toBe(409);
    const promoted = await call(top, { token: staff, body: { tagId: id, top: true } });
    expect(promoted.body.tag).toMatchObject({ top: true, topIndex: 5 });
    expect((await call(top, {})).body.tags.at(-1).name).toBe('علم داده');
    const first = await call(top, { token: staff, body: { tagId: id, top: true, index: 0 } });
    expect(first.body.tag.topIndex).toBe(0);
    await call(top, { token: staff, body: { tagId: id, top: false } });
    expect((await call(top, {})).body.tags.map((x: { name: string }) => x.name)).not.toContain('علم داده');
    expect((await call(remove, { token: staff, body: { tagId: id } })).body).toEqual({ success: true, tagId: id });
    expect((await call(remove, { token: staff, body: { tagId: id } })).status).toBe(404);
  });

  it('removing a tag takes it off every profile', async () => {
    const photo = (await call(list, {})).body.tags.find((t: { name: string }) => t.name === 'عکاسی');
    await call(remove, { token: staff, body: { tagId: photo._id } });
    const links = await db().select().from(s.userTags).where(eq(s.userTags.tagId, photo._id));
    expect(links).toHaveLength(0);
  });

  it('guards staff calls and checks input (table)', async () => {
    const cases = [
      { handler: add, body: { name: 'x' } },
      { handler: edit, body: { tagId: 'abc', name: 'x' } },
      { handler: remove, body: { tagId: 'abc' } },
      { handler: top, body: { tagId: 'abc', top: true } },
    ];
    for (const c of cases) {
      expect((await call(c.handler, { body: c.body })).status).toBe(401);
      expect((await call(c.handler, { body: c.body, token: customer })).status).toBe(403);
    }
    const empty = await call(add, { token: staff, body: { name: ' ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.eLang.fa).toBe('نام برچسب را وارد کنید.');
    expect((await call(top, { token: staff, body: { tagId: 'missing', top: true } })).status).toBe(404);
  });
});
