import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, DEMO_PHONES, itemsOf, login, providerByBranch, setupTestEnv, type TestEnv } from './harness';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import providerList from '@/pages/api/v1/provider/list';
import providerGet from '@/pages/api/v1/provider/[id]';
import menuList from '@/pages/api/v1/menu/list/[providerId]';
import categoryList from '@/pages/api/v1/menu/category/list/[providerId]';
import itemList from '@/pages/api/v1/menu/item/list/[providerId]';
import photo from '@/pages/api/v1/getphoto/item/[cover]';
import { getServerSideProps as menuPage } from '@/pages/menu/[providerId]';
import type { MenuPageProps } from '@/components/menu/MenuPage';
import type { ShellProps } from '@/lib/contracts/shell';

let env: TestEnv;
beforeAll(async () => {
  env = await setupTestEnv();
});
afterAll(async () => env?.close());

describe('providers and menus', () => {
  it('lists the three demo branches with their payment types', async () => {
    const r = await call(providerList, {});
    expect(r.status).toBe(200);
    expect(r.body.providers.map((p: { branch: string }) => p.branch)).toEqual(['mirdamad', 'iranshahr', 'selva']);
    const mirdamad = r.body.providers[0];
    expect(mirdamad.paymentTypes).toEqual(['pos', 'wallet', 'bank']);
    expect(mirdamad.location.coordinates).toHaveLength(2);
    const one = await call(providerGet, { query: { id: mirdamad._id } });
    expect(one.body.provider.name).toBe('کافه همکار میرداماد');
    const missing = await call(providerGet, { query: { id: 'nope' } });
    expect(missing.status).toBe(404);
    expect(missing.body.error.eLang.fa).toBe('شعبه مورد نظر یافت نشد.');
  });

  it('serves the menu list grouped by category, with the unavailable item marked', async () => {
    const p = await providerByBranch('mirdamad');
    const r = await call(menuList, { query: { providerId: p.id } });
    expect(r.status).toBe(200);
    const cats = r.body.menuList as {
      title: string;
      kind: string;
      items: { title: string; available: boolean; price: number; reductionPrice: number }[];
    }[];
    expect(cats.map((c) => c.title)).toContain('نوشیدنی‌های گرم');
    expect(cats.some((c) => c.kind === 'space')).toBe(true);
    const hot = cats.find((c) => c.title === 'نوشیدنی‌های گرم')!;
    expect(hot.items.find((i) => i.title === 'هات چاکلت')!.available).toBe(false);
    expect(hot.items.find((i) => i.title === 'کاپوچینو')!.reductionPrice).toBe(10000);
    const categories = await call(categoryList, { query: { providerId: p.id } });
    expect(categories.body.total).toBe(cats.length);
    const items = await call(itemList, { query: { providerId: p.id } });
    expect(items.body.items.length).toBe(cats.reduce((n, c) => n + c.items.length, 0));
    expect((await call(menuList, { query: { providerId: 'missing' } })).status).toBe(404);
  });

  it('answers 304 to a browser that already has this version of the menu, and 200 after a change', async () => {
    const p = await providerByBranch('selva');
    const first = await call(menuList, { query: { providerId: p.id } });
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await call(menuList, { query: { providerId: p.id }, headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const [item] = await itemsOf(p.id);
    await db()
      .update(s.menuItems)
      .set({ price: item.price + 1000 })
      .where(eq(s.menuItems.id, item.id));
    // The change reaches the cache by NOTIFY, a moment later.
    let changed = again;
    for (let i = 0; i < 40 && changed.status === 304; i++) {
      await new Promise((r) => setTimeout(r, 25));
      changed = await call(menuList, { query: { providerId: p.id }, headers: { 'if-none-match': etag } });
    }
    expect(changed.status).toBe(200);
    expect(changed.headers['etag']).not.toBe(etag);
  });

  it('drops the cached menu when the database changes, whoever writes the change', async () => {
    const p = await providerByBranch('iranshahr');
    const shown = async () => {
      const r = await call(menuList, { query: { providerId: p.id } });
      return r.body.menuList.flatMap((c: { items: { _id: string; available: boolean }[] }) => c.items) as {
        _id: string;
        available: boolean;
      }[];
    };
    const [latte] = (await itemsOf(p.id)).filter((i) => i.title === 'لاته');
    expect((await shown()).find((i) => i._id === latte.id)!.available).toBe(true);
    // A plain SQL update, as an operator would run: no event is published by hand. The table's
    // trigger announces it (NOTIFY reaches every instance), and the cached menu is dropped.
    await db().update(s.menuItems).set({ available: false }).where(eq(s.menuItems.id, latte.id));
    let item: { available: boolean } | undefined;
    for (let i = 0; i < 40 && item?.available !== false; i++) {
      await new Promise((r) => setTimeout(r, 25));
      item = (await shown()).find((x) => x._id === latte.id);
    }
    expect(item!.available).toBe(false);
  });

  it('serves item covers with their stored type and a locked-down policy, and refuses path tricks', async () => {
    const p = await providerByBranch('mirdamad');
    const [item] = await itemsOf(p.id);
    const r = await call(photo, { query: { cover: item.cover! } });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('image/svg+xml');
    expect(String(r.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(String(r.body)).toContain('<svg');
    expect((await call(photo, { query: { cover: '../../etc/passwd' } })).status).toBe(404);
    expect((await call(photo, { query: { cover: 'aaaaaaaaaaaaaaaaaaaaaaaa.png' } })).status).toBe(404);
  });

  it('renders the menu page knowing its header title, and marks a visitor without a session as a guest', async () => {
    const p = await providerByBranch('mirdamad');
    const context = (cookies: Record<string, string>) =>
      ({
        params: { providerId: p.id },
        req: { headers: {}, cookies },
        res: {},
        query: {},
        resolvedUrl: `/menu/${p.id}`,
      }) as unknown as Parameters<typeof menuPage>[0];
    const render = async (cookies: Record<string, string>): Promise<MenuPageProps & ShellProps> => {
      const r = await menuPage(context(cookies));
      if (!('props' in r)) throw new Error(`no page: ${JSON.stringify(r)}`);
      return r.props;
    };
    const guest = await render({});
    expect(guest.headerTitle).toBe('کافه همکار میرداماد');
    expect(guest.guest).toBe(true);
    // With a session cookie only the browser's check can tell, so nothing is claimed.
    const token = await login(env, DEMO_PHONES.customer);
    const member = await render({ token });
    expect(member.headerTitle).toBe('کافه همکار میرداماد');
    expect(member).not.toHaveProperty('guest');
    expect(await render({})).toEqual(guest);
    expect(await menuPage({ ...context({}), params: { providerId: 'nope' } })).toEqual({ notFound: true });
  });
});
