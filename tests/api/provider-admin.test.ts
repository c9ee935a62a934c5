import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import list from '@/pages/api/v1/provider/list';
import getOne from '@/pages/api/v1/provider/[id]';
import add from '@/pages/api/v1/provider/add';
import edit from '@/pages/api/v1/provider/edit';
import panelList from '@/pages/api/v1/provider/panel/list';
import activation from '@/pages/api/v1/provider/change/activation';
import menuList from '@/pages/api/v1/menu/list/[providerId]';
import tableList from '@/pages/api/v1/provider/table/list/[providerId]';
import tableAdd from '@/pages/api/v1/provider/table/add';
import tableEdit from '@/pages/api/v1/provider/table/edit';
import tableRemove from '@/pages/api/v1/provider/table/remove';
import methodList from '@/pages/api/v1/order/payment/method/list/[providerId]';
import methodAdd from '@/pages/api/v1/order/payment/method/add';
import methodEdit from '@/pages/api/v1/order/payment/method/edit';
import methodRemove from '@/pages/api/v1/order/payment/method/remove';
import { randomUUID } from 'node:crypto';
import submit from '@/pages/api/v1/order/submit';
import { qrTarget } from '@/server/services/provider/table-by-id';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { providerEditBody } from './fixtures';
import { userIdOf } from './payment-helpers';

let env: TestEnv;
const t: Record<'superAdmin' | 'admin' | 'barista' | 'otherBarista' | 'customer', string> = {
  superAdmin: '',
  admin: '',
  barista: '',
  otherBarista: '',
  customer: '',
};
let mirdamad: typeof s.providers.$inferSelect;
let iranshahr: typeof s.providers.$inferSelect;

beforeAll(async () => {
  env = await setupTestEnv();
  t.superAdmin = await login(env, DEMO_PHONES.superAdmin);
  t.admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  t.barista = await login(env, DEMO_PHONES.mirdamadBarista);
  t.customer = await login(env, DEMO_PHONES.customer);
  t.otherBarista = await login(env, '09121310077');
  mirdamad = await providerByBranch('mirdamad');
  iranshahr = await providerByBranch('iranshahr');
  await db()
    .insert(s.providerStaff)
    .values({ providerId: iranshahr.id, userId: await userIdOf('+989121310077'), role: 'barista', accessLevel: {} });
});
afterAll(async () => env?.close());

type Who = keyof typeof t;
/** Status per caller, in the order super admin, branch admin, its barista, another branch's barista, customer. */
async function matrix(
  run: (token: string) => Promise<{ status: number }>,
  who: Who[] = ['superAdmin', 'admin', 'barista', 'otherBarista', 'customer'],
) {
  const out: Partial<Record<Who, number>> = {};
  for (const w of who) out[w] = (await run(t[w])).status;
  return out;
}

describe('route files: each spec path reaches its own handler', () => {
  it('POST /v1/provider/add and /edit are not answered by the GET-only /provider/{id}', async () => {
    expect((await call(add, { body: {}, token: t.superAdmin })).status).toBe(400);
    expect((await call(edit, { body: {}, token: t.superAdmin })).status).toBe(400);
    expect((await call(getOne, { query: { id: mirdamad.id } })).status).toBe(200);
  });
});

describe('editing a branch (POST /v1/provider/edit)', () => {
  it("lets the super admin and the branch admin edit; refuses its barista, other branches' staff and customers", async () => {
    const r = await matrix((token) =>
      call(edit, { body: { ...providerEditBody(mirdamad), address: 'تهران، میرداماد، پلاک ۴۴' }, token }),
    );
    expect(r).toEqual({ superAdmin: 200, admin: 200, barista: 403, otherBarista: 403, customer: 403 });
    expect((await call(edit, { body: providerEditBody(iranshahr), token: t.admin })).status).toBe(403);
    expect((await call(edit, { body: providerEditBody(mirdamad) })).status).toBe(401);
  });

  it('saves every field, and the public list and details show the change at once (the caches are dropped)', async () => {
    const before = await call(list);
    expect(before.body.providers.find((p: { _id: string }) => p._id === mirdamad.id).name).toBe(mirdamad.name);
    await call(getOne, { query: { id: mirdamad.id } });
    const r = await call(edit, {
      token: t.admin,
      body: {
        ...providerEditBody(mirdamad),
        name: 'کافه همکار میرداماد (نو)',
        staticPhone: '۰۲۱-۲۲۲۲۳۳۴۴',
        openingTime: '۰۷:۳۰',
        closingTime: '01:00',
        lat: '35.7612',
        lng: 51.4244,
        paymentTypes: ['pos', 'wallet'],
        hasRules: true,
        rules: 'قوانین تازه',
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.provider).toMatchObject({
      name: 'کافه همکار میرداماد (نو)',
      staticPhone: '02122223344',
      openingTime: '07:30',
      closingTime: '01:00',
      location: { coordinates: [51.4244, 35.7612] },
      paymentTypes: ['pos', 'wallet'],
      rules: 'قوانین تازه',
    });
    const after = await call(list);
    expect(after.body.providers.find((p: { _id: string }) => p._id === mirdamad.id)).toMatchObject({
      name: 'کافه همکار میرداماد (نو)',
      openingTime: '07:30',
    });
    expect((await call(getOne, { query: { id: mirdamad.id } })).body.provider.paymentTypes).toEqual(['pos', 'wallet']);
    const [row] = await db().select().from(s.providers).where(eq(s.providers.id, mirdamad.id));
    expect(row).toMatchObject({ lat: 35.7612, lng: 51.4244, closingTime: '01:00', hasRules: true });
  });

  it('refuses bad input with a Persian message and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'نام شعبه را وارد کنید.'],
      [{ openingTime: '25:00' }, 'ساعت را به شکل ۰۸:۳۰ وارد کنید.'],
      [{ closingTime: '8' }, 'ساعت را به شکل ۰۸:۳۰ وارد کنید.'],
      [{ lat: 95 }, 'عرض جغرافیایی باید عددی بین ۹۰- و ۹۰ باشد.'],
      [{ lat: 35.7, lng: null }, 'عرض و طول جغرافیایی را با هم وارد کنید.'],
      [{ paymentTypes: [] }, 'حداقل یک روش پرداخت انتخاب کنید.'],
      [{ displayType: [] }, 'نوع شعبه را انتخاب کنید.'],
      [{ email: 'not-an-email' }, 'ایمیل وارد شده معتبر نیست.'],
      [{ hasRules: true, rules: '' }, 'متن قوانین را وارد کنید یا گزینه قوانین را بردارید.'],
    ];
    const [before] = await db().select().from(s.providers).where(eq(s.providers.id, mirdamad.id));
    for (const [change, fa] of cases) {
      const r = await call(edit, { body: { ...providerEditBody(before), ...change }, token: t.admin });
      expect(r.status, fa).toBe(400);
      expect(r.body.error.eLang.fa).toBe(fa);
    }
    const [after] = await db().select().from(s.providers).where(eq(s.providers.id, mirdamad.id));
    expect(after).toEqual(before);
    expect(
      (await call(edit, { body: { ...providerEditBody(before), providerId: 'nosuchbranch' }, token: t.superAdmin }))
        .status,
    ).toBe(404);
  });
});

describe('adding branches, the panel list and activation', () => {
  it('only the super admin (or the providers flag) adds a branch; it is listed publicly at once', async () => {
    const body = {
      ...providerEditBody(iranshahr),
      providerId: undefined,
      name: 'کافه همکار سلسبیل',
      branch: 'Salsabil',
    };
    const r = await matrix((token) => call(add, { body, token }), ['admin', 'barista', 'otherBarista', 'customer']);
    expect(r).toEqual({ admin: 403, barista: 403, otherBarista: 403, customer: 403 });
    const made = await call(add, { body, token: t.superAdmin });
    expect(made.status).toBe(200);
    expect(made.body.provider).toMatchObject({ name: 'کافه همکار سلسبیل', branch: 'salsabil', active: true });
    const listed = (await call(list)).body.providers as { _id: string }[];
    expect(listed.at(-1)!._id).toBe(made.body.provider._id);
    const again = await call(add, { body, token: t.superAdmin });
    expect(again.status).toBe(409);
    expect(again.body.error.eLang.fa).toBe('شعبه‌ای با این نامک قبلا ثبت شده است.');
  });

  it('GET /v1/provider/panel/list: every branch for the super admin, the own branch for its staff, 403 for customers', async () => {
    const all = await call(panelList, { token: t.superAdmin });
    expect(all.body.total).toBe((await db().select().from(s.providers)).length);
    const mine = await call(panelList, { token: t.admin });
    expect(mine.body.providers.map((p: { _id: string }) => p._id)).toEqual([mirdamad.id]);
    expect(
      (await call(panelList, { token: t.otherBarista })).body.providers.map((p: { _id: string }) => p._id),
    ).toEqual([iranshahr.id]);
    expect((await call(panelList, { token: t.customer })).status).toBe(403);
    expect((await call(panelList)).status).toBe(401);
  });

  it('switching a branch off removes it from public lists, its details, menu and QR codes; the panel still lists it', async () => {
    const r = await matrix(
      (token) => call(activation, { body: { providerId: iranshahr.id }, token }),
      ['admin', 'barista', 'otherBarista', 'customer'],
    );
    expect(r).toEqual({ admin: 403, barista: 403, otherBarista: 403, customer: 403 });
    expect((await call(menuList, { query: { providerId: iranshahr.id } })).status).toBe(200);
    const off = await call(activation, { body: { providerId: iranshahr.id }, token: t.superAdmin });
    expect(off.status).toBe(200);
    expect(off.body.provider.active).toBe(false);
    expect((await call(list)).body.providers.some((p: { _id: string }) => p._id === iranshahr.id)).toBe(false);
    expect((await call(getOne, { query: { id: iranshahr.id } })).status).toBe(404);
    expect((await call(menuList, { query: { providerId: iranshahr.id } })).status).toBe(404);
    const [table] = await db()
      .select()
      .from(s.providerTables)
      .where(eq(s.providerTables.providerId, iranshahr.id))
      .limit(1);
    expect(await qrTarget(table.id)).toEqual({ gone: { providerId: null, removed: true } });
    const panel = (await call(panelList, { token: t.superAdmin })).body.providers.find(
      (p: { _id: string }) => p._id === iranshahr.id,
    );
    expect(panel.active).toBe(false);
    const on = await call(activation, { body: { providerId: iranshahr.id, active: true }, token: t.superAdmin });
    expect(on.body.provider.active).toBe(true);
    expect((await call(list)).body.providers.some((p: { _id: string }) => p._id === iranshahr.id)).toBe(true);
    expect((await call(activation, { body: { providerId: 'nosuchbranch' }, token: t.superAdmin })).status).toBe(404);
  });

  it('answers the list with an ETag and 304 for a browser holding that version', async () => {
    const first = await call(list);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect((await call(list, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });
});

describe('tables and their QR codes', () => {
  it('lists, adds, renames and removes; the branch admin and super admin only', async () => {
    const r = await matrix((token) => call(tableList, { query: { providerId: mirdamad.id }, token }));
    expect(r).toEqual({ superAdmin: 200, admin: 200, barista: 403, otherBarista: 403, customer: 403 });
    const listed = await call(tableList, { query: { providerId: mirdamad.id }, token: t.admin });
    expect(listed.body.total).toBe(20);
    expect(listed.body.tables[0]).toMatchObject({ number: 1, qrPath: `/qr/${listed.body.tables[0]._id}` });

    const addM = await matrix(
      (token) => call(tableAdd, { body: { providerId: mirdamad.id, number: 30, label: 'بالکن' }, token }),
      ['barista', 'otherBarista', 'customer'],
    );
    expect(addM).toEqual({ barista: 403, otherBarista: 403, customer: 403 });
    const added = await call(tableAdd, {
      body: { providerId: mirdamad.id, number: '۲۱', label: 'کنار پنجره' },
      token: t.admin,
    });
    expect(added.status).toBe(200);
    expect(added.body.table).toMatchObject({ number: 21, label: 'کنار پنجره' });
    const dup = await call(tableAdd, { body: { providerId: mirdamad.id, number: 21 }, token: t.admin });
    expect(dup.status).toBe(409);
    expect(dup.body.error.eLang.fa).toBe('میزی با این شماره در این شعبه وجود دارد.');
    const bad = await call(tableAdd, { body: { providerId: mirdamad.id, number: 0 }, token: t.admin });
    expect(bad.body.error.eLang.fa).toBe('شماره میز باید عددی بین ۱ تا ۹۹۹ باشد.');
    expect((await call(tableAdd, { body: { providerId: iranshahr.id, number: 50 }, token: t.admin })).status).toBe(403);

    const id = added.body.table._id as string;
    const renamed = await call(tableEdit, {
      body: { providerId: mirdamad.id, tableId: id, number: 22, label: 'پنجره' },
      token: t.admin,
    });
    expect(renamed.body.table).toMatchObject({ _id: id, number: 22, label: 'پنجره', qrPath: `/qr/${id}` });
    expect(
      (await call(tableEdit, { body: { providerId: mirdamad.id, tableId: id, number: 1 }, token: t.admin })).status,
    ).toBe(409);
    // Another branch's id through this branch's name: not found, nothing changed.
    const [foreign] = await db()
      .select()
      .from(s.providerTables)
      .where(eq(s.providerTables.providerId, iranshahr.id))
      .limit(1);
    expect(
      (await call(tableEdit, { body: { providerId: mirdamad.id, tableId: foreign.id, number: 99 }, token: t.admin }))
        .status,
    ).toBe(404);
    expect((await db().select().from(s.providerTables).where(eq(s.providerTables.id, foreign.id)))[0].number).toBe(
      foreign.number,
    );

    expect(await qrTarget(id)).toMatchObject({ table: { _id: id, number: 22 } });
    const removeM = await matrix(
      (token) => call(tableRemove, { body: { providerId: mirdamad.id, tableId: id }, token }),
      ['barista', 'otherBarista', 'customer'],
    );
    expect(removeM).toEqual({ barista: 403, otherBarista: 403, customer: 403 });
    expect((await call(tableRemove, { body: { providerId: mirdamad.id, tableId: id }, token: t.admin })).status).toBe(
      200,
    );
    expect((await call(tableRemove, { body: { providerId: mirdamad.id, tableId: id }, token: t.admin })).status).toBe(
      404,
    );
    expect(
      (await call(tableList, { query: { providerId: mirdamad.id }, token: t.admin })).body.tables.some(
        (x: { _id: string }) => x._id === id,
      ),
    ).toBe(false);
    // Its QR code now names the branch it was at, and its number is free again.
    expect(await qrTarget(id)).toEqual({ gone: { providerId: mirdamad.id, removed: true } });
    expect(await qrTarget('nosuchtable')).toEqual({ gone: { providerId: null, removed: false } });
    // A cart still seated at it cannot order to it.
    const [latte] = (await itemsOf(mirdamad.id)).filter((i) => i.title === 'لاته');
    const order = await call(submit, {
      body: {
        orderId: randomUUID(),
        providerId: mirdamad.id,
        items: [{ _id: latte.id, count: 1 }],
        paymentBy: 'pos',
        tableId: id,
      },
      token: t.customer,
    });
    expect(order.status).toBe(404);
    expect(order.body.error.eLang.fa).toBe('میز مورد نظر یافت نشد.');
    expect((await call(tableAdd, { body: { providerId: mirdamad.id, number: 22 }, token: t.admin })).status).toBe(200);
  });
});

describe('on-site payment methods', () => {
  it('lists for the branch staff; adds, renames and removes for its admin; refuses others', async () => {
    const r = await matrix((token) => call(methodList, { query: { providerId: mirdamad.id }, token }));
    expect(r).toEqual({ superAdmin: 200, admin: 200, barista: 200, otherBarista: 403, customer: 403 });
    const addM = await matrix(
      (token) => call(methodAdd, { body: { providerId: mirdamad.id, title: 'اسنپ‌پی' }, token }),
      ['barista', 'otherBarista', 'customer'],
    );
    expect(addM).toEqual({ barista: 403, otherBarista: 403, customer: 403 });
    const added = await call(methodAdd, { body: { providerId: mirdamad.id, title: ' اسنپ‌پی ' }, token: t.admin });
    expect(added.status).toBe(200);
    expect(added.body.paymentMethod.title).toBe('اسنپ‌پی');
    const dup = await call(methodAdd, { body: { providerId: mirdamad.id, title: 'اسنپ‌پی' }, token: t.superAdmin });
    expect(dup.status).toBe(409);
    expect(dup.body.error.eLang.fa).toBe('روش پرداختی با این نام در این شعبه وجود دارد.');
    expect(
      (await call(methodAdd, { body: { providerId: mirdamad.id, title: '' }, token: t.admin })).body.error.eLang.fa,
    ).toBe('نام روش پرداخت را وارد کنید.');

    const id = added.body.paymentMethod._id as string;
    const editM = await matrix(
      (token) => call(methodEdit, { body: { providerId: mirdamad.id, paymentMethodId: id, title: 'x' }, token }),
      ['barista', 'otherBarista', 'customer'],
    );
    expect(editM).toEqual({ barista: 403, otherBarista: 403, customer: 403 });
    expect(
      (
        await call(methodEdit, {
          body: { providerId: mirdamad.id, paymentMethodId: id, title: 'کیف پول اسنپ' },
          token: t.admin,
        })
      ).body.paymentMethod.title,
    ).toBe('کیف پول اسنپ');
    expect(
      (
        await call(methodEdit, {
          body: { providerId: iranshahr.id, paymentMethodId: id, title: 'x' },
          token: t.superAdmin,
        })
      ).status,
    ).toBe(404);

    const removeM = await matrix(
      (token) => call(methodRemove, { body: { providerId: mirdamad.id, paymentMethodId: id }, token }),
      ['barista', 'otherBarista', 'customer'],
    );
    expect(removeM).toEqual({ barista: 403, otherBarista: 403, customer: 403 });
    expect(
      (await call(methodRemove, { body: { providerId: mirdamad.id, paymentMethodId: id }, token: t.admin })).status,
    ).toBe(200);
    const titles = (
      await call(methodList, { query: { providerId: mirdamad.id }, token: t.barista })
    ).body.paymentMethods.map((m: { title: string }) => m.title);
    expect(titles).not.toContain('کیف پول اسنپ');
    // Switched off, not deleted: orders paid with it keep its name; the name is free for a new method.
    const [row] = await db()
      .select()
      .from(s.paymentMethods)
      .where(and(eq(s.paymentMethods.id, id)));
    expect(row).toMatchObject({ active: false, title: 'کیف پول اسنپ' });
    expect(
      (await call(methodAdd, { body: { providerId: mirdamad.id, title: 'کیف پول اسنپ' }, token: t.admin })).status,
    ).toBe(200);
    // The order screens ask with the removed ones too, to name how an old order was paid.
    const withRemoved = await call(methodList, {
      query: { providerId: mirdamad.id, withRemoved: 'true' },
      token: t.barista,
    });
    expect(withRemoved.body.paymentMethods.find((m: { _id: string }) => m._id === id)).toMatchObject({
      title: 'کیف پول اسنپ',
      active: false,
    });
    expect(
      (await call(methodRemove, { body: { providerId: mirdamad.id, paymentMethodId: id }, token: t.admin })).status,
    ).toBe(404);
  });
});
