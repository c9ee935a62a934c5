import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import adminList from '@/pages/api/v1/admin/list';
import adminAdd from '@/pages/api/v1/admin/add';
import adminEdit from '@/pages/api/v1/admin/edit';
import adminRemove from '@/pages/api/v1/admin/remove';
import pAdminList from '@/pages/api/v1/provider/admin/list/[providerId]';
import pAdminAdd from '@/pages/api/v1/provider/admin/add';
import pAdminEdit from '@/pages/api/v1/provider/admin/edit';
import pAdminRemove from '@/pages/api/v1/provider/admin/remove';
import baristaList from '@/pages/api/v1/provider/barista/list/[providerId]';
import baristaAdd from '@/pages/api/v1/provider/barista/add';
import baristaEdit from '@/pages/api/v1/provider/barista/edit';
import baristaRemove from '@/pages/api/v1/provider/barista/remove';
import providerGet from '@/pages/api/v1/provider/[id]';
import { call, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';

let env: TestEnv;
let tokens: Record<'superAdmin' | 'admin' | 'barista' | 'otherBarista' | 'customer', string>;
let mirdamad: typeof s.providers.$inferSelect;
let iranshahr: typeof s.providers.$inferSelect;
const userId = async (phone: string) => (await db().select().from(s.users).where(eq(s.users.phone, phone)))[0]?.id;

beforeAll(async () => {
  env = await setupTestEnv();
  mirdamad = await providerByBranch('mirdamad');
  iranshahr = await providerByBranch('iranshahr');
  const superAdmin = await login(env, DEMO_PHONES.superAdmin);
  // Another branch's barista, added the way the screens do it.
  const r = await call(baristaAdd, {
    body: { providerId: iranshahr.id, phone: '09121320009', firstName: 'نیما' },
    token: superAdmin,
  });
  expect(r.status).toBe(200);
  tokens = {
    superAdmin,
    admin: await login(env, DEMO_PHONES.mirdamadAdmin),
    barista: await login(env, DEMO_PHONES.mirdamadBarista),
    otherBarista: await login(env, '09121320009'),
    customer: await login(env, DEMO_PHONES.customer),
  };
});
afterAll(async () => env?.close());

type Who = keyof typeof tokens;
/** Status each caller gets for a branch-staff call at Mirdamad: its admin and super admins pass, the rest 403. */
const BRANCH_MATRIX: [Who, number][] = [
  ['superAdmin', 200],
  ['admin', 200],
  ['barista', 403],
  ['otherBarista', 403],
  ['customer', 403],
];

describe('provider path beside /v1/provider/{id}', () => {
  it('still answers GET /v1/provider/{id}', async () => {
    const r = await call(providerGet, { query: { id: mirdamad.id } });
    expect(r.status).toBe(200);
    expect(r.body.provider.name).toBe(mirdamad.name);
  });
});

describe('branch admins', () => {
  it.each(BRANCH_MATRIX)('list: %s gets %i', async (who, status) => {
    const r = await call(pAdminList, { query: { providerId: mirdamad.id }, token: tokens[who] });
    expect(r.status).toBe(status);
    if (status === 200)
      expect(r.body.admins.map((a: { phone: string }) => a.phone)).toContain(DEMO_PHONES.mirdamadAdmin);
    else expect(r.body.error.eLang.fa).toBe('شما اجازه دسترسی به این بخش را ندارید.');
  });

  it('adds by phone (registering a new number), refuses a duplicate with the spec message, edits flags and removes', async () => {
    for (const who of ['barista', 'otherBarista', 'customer'] as const) {
      expect(
        (await call(pAdminAdd, { body: { providerId: mirdamad.id, phone: '09121320001' }, token: tokens[who] })).status,
      ).toBe(403);
    }
    const add = await call(pAdminAdd, {
      body: { providerId: mirdamad.id, phone: '۰۹۱۲۱۳۲۰۰۰۱', firstName: 'پارسا', accessLevel: { menu: false } },
      token: tokens.admin,
    });
    expect(add.status).toBe(200);
    expect(add.body.staff).toMatchObject({ role: 'admin', phone: '+989121320001', firstName: 'پارسا' });
    expect(add.body.staff.accessLevel).toMatchObject({ menu: false, orders: true });
    const newId = add.body.staff._id;

    const dup = await call(pAdminAdd, {
      body: { providerId: mirdamad.id, phone: '09121320001' },
      token: tokens.superAdmin,
    });
    expect(dup.status).toBe(400);
    expect(dup.body.error.eLang.fa).toBe('این کاربر قبلاً به‌عنوان ادمین ثبت شده است.');

    const edit = await call(pAdminEdit, {
      body: { providerId: mirdamad.id, userId: newId, accessLevel: { menu: true, vouchers: false } },
      token: tokens.admin,
    });
    expect(edit.status).toBe(200);
    const [row] = await db()
      .select()
      .from(s.providerStaff)
      .where(and(eq(s.providerStaff.providerId, mirdamad.id), eq(s.providerStaff.userId, newId)));
    expect(row.accessLevel).toMatchObject({ menu: true, vouchers: false, orders: true });
    for (const who of ['barista', 'otherBarista', 'customer'] as const) {
      expect(
        (
          await call(pAdminEdit, {
            body: { providerId: mirdamad.id, userId: newId, accessLevel: {} },
            token: tokens[who],
          })
        ).status,
      ).toBe(403);
    }
    // An unknown flag is refused, not stored.
    expect(
      (
        await call(pAdminEdit, {
          body: { providerId: mirdamad.id, userId: newId, accessLevel: { root: true } },
          token: tokens.admin,
        })
      ).status,
    ).toBe(400);

    for (const who of ['barista', 'otherBarista', 'customer'] as const) {
      expect(
        (await call(pAdminRemove, { body: { providerId: mirdamad.id, userId: newId }, token: tokens[who] })).status,
      ).toBe(403);
    }
    const rm = await call(pAdminRemove, { body: { providerId: mirdamad.id, userId: newId }, token: tokens.admin });
    expect(rm.status).toBe(200);
    const gone = await call(pAdminRemove, { body: { providerId: mirdamad.id, userId: newId }, token: tokens.admin });
    expect(gone.status).toBe(404);
    expect(gone.body.error.eLang.fa).toBe('ادمین مورد نظر یافت نشد.');
  });

  it('answers 403 with the spec message when an admin removes themselves, and keeps them', async () => {
    const me = await userId(DEMO_PHONES.mirdamadAdmin);
    const r = await call(pAdminRemove, { body: { providerId: mirdamad.id, userId: me }, token: tokens.admin });
    expect(r.status).toBe(403);
    expect(r.body.error.eLang.fa).toBe('شما اجازه حذف این ادمین را ندارید.');
    expect((await db().select().from(s.providerStaff).where(eq(s.providerStaff.userId, me))).length).toBe(1);
  });

  it('refuses the admin of one branch at another', async () => {
    const r = await call(pAdminAdd, { body: { providerId: iranshahr.id, phone: '09121320002' }, token: tokens.admin });
    expect(r.status).toBe(403);
    expect((await call(pAdminList, { query: { providerId: iranshahr.id }, token: tokens.admin })).status).toBe(403);
  });

  it('lets a branch admin without a flag neither grant it nor remove an admin who holds it', async () => {
    const add = await call(pAdminAdd, {
      body: { providerId: mirdamad.id, phone: '09121320003', accessLevel: { stats: false } },
      token: tokens.superAdmin,
    });
    expect(add.status).toBe(200);
    const limited = await login(env, '09121320003');
    const grant = await call(pAdminAdd, { body: { providerId: mirdamad.id, phone: '09121320004' }, token: limited });
    expect(grant.status).toBe(403);
    const me = await userId(DEMO_PHONES.mirdamadAdmin);
    const rm = await call(pAdminRemove, { body: { providerId: mirdamad.id, userId: me }, token: limited });
    expect(rm.status).toBe(403);
    expect(rm.body.error.eLang.fa).toBe('شما اجازه حذف این ادمین را ندارید.');
  });
});

describe('baristas', () => {
  it.each(BRANCH_MATRIX)('list: %s gets %i', async (who, status) => {
    const r = await call(baristaList, { query: { providerId: mirdamad.id }, token: tokens[who] });
    expect(r.status).toBe(status);
    if (status === 200)
      expect(r.body.baristas.map((b: { phone: string }) => b.phone)).toEqual([DEMO_PHONES.mirdamadBarista]);
  });

  it('adds, renames and removes a barista; a branch admin cannot also be its barista', async () => {
    for (const who of ['barista', 'otherBarista', 'customer'] as const) {
      expect(
        (await call(baristaAdd, { body: { providerId: mirdamad.id, phone: '09121320005' }, token: tokens[who] }))
          .status,
      ).toBe(403);
    }
    const add = await call(baristaAdd, {
      body: { providerId: mirdamad.id, phone: '09121320005' },
      token: tokens.admin,
    });
    expect(add.status).toBe(200);
    expect(add.body.staff).toMatchObject({ role: 'barista', phone: '+989121320005', accessLevel: {} });
    const id = add.body.staff._id;
    const dup = await call(baristaAdd, {
      body: { providerId: mirdamad.id, phone: '09121320005' },
      token: tokens.admin,
    });
    expect(dup.status).toBe(400);
    // Someone already an admin of the branch cannot also be added as its barista.
    const asAdmin = await call(baristaAdd, {
      body: { providerId: mirdamad.id, phone: DEMO_PHONES.mirdamadAdmin },
      token: tokens.superAdmin,
    });
    expect(asAdmin.status).toBe(400);
    expect(asAdmin.body.error.eLang.fa).toBe('این کاربر قبلاً به‌عنوان ادمین ثبت شده است.');

    const edit = await call(baristaEdit, {
      body: { providerId: mirdamad.id, userId: id, firstName: 'رضا', lastName: 'کریمی' },
      token: tokens.superAdmin,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.staff).toMatchObject({ firstName: 'رضا', lastName: 'کریمی' });
    for (const who of ['barista', 'otherBarista', 'customer'] as const) {
      expect(
        (await call(baristaEdit, { body: { providerId: mirdamad.id, userId: id, firstName: 'x' }, token: tokens[who] }))
          .status,
      ).toBe(403);
      expect(
        (await call(baristaRemove, { body: { providerId: mirdamad.id, userId: id }, token: tokens[who] })).status,
      ).toBe(403);
    }
    expect(
      (await call(baristaRemove, { body: { providerId: mirdamad.id, userId: id }, token: tokens.admin })).status,
    ).toBe(200);
    const again = await call(baristaRemove, { body: { providerId: mirdamad.id, userId: id }, token: tokens.admin });
    expect(again.status).toBe(404);
    expect(again.body.error.eLang.fa).toBe('باریستای مورد نظر یافت نشد.');
  });

  it('answers 404 for an unknown branch', async () => {
    const r = await call(baristaList, { query: { providerId: 'nope123' }, token: tokens.superAdmin });
    expect(r.status).toBe(404);
  });
});

describe('general admins', () => {
  /** Chain-wide calls need the global 'admins' flag: branch admins and baristas are refused too. */
  const GLOBAL_MATRIX: [Who, number][] = [
    ['superAdmin', 200],
    ['admin', 403],
    ['barista', 403],
    ['otherBarista', 403],
    ['customer', 403],
  ];

  it.each(GLOBAL_MATRIX)('list: %s gets %i', async (who, status) => {
    const r = await call(adminList, { token: tokens[who] });
    expect(r.status).toBe(status);
    if (status === 200)
      expect(r.body.admins[0]).toMatchObject({ phone: DEMO_PHONES.superAdmin, userType: 'superAdmin' });
  });

  it('adds with flags, refuses a duplicate (400, spec text), edits, removes (404 after), and the new admin holds only those flags', async () => {
    for (const who of ['admin', 'barista', 'otherBarista', 'customer'] as const) {
      expect(
        (await call(adminAdd, { body: { phone: '09121320006', accessLevel: { blog: true } }, token: tokens[who] }))
          .status,
      ).toBe(403);
    }
    const add = await call(adminAdd, {
      body: { phone: '09121320006', accessLevel: { blog: true, admins: true, faq: false } },
      token: tokens.superAdmin,
    });
    expect(add.status).toBe(200);
    expect(add.body.admin.accessLevel).toEqual({ blog: true, admins: true });
    const id = add.body.admin._id;
    const dup = await call(adminAdd, {
      body: { phone: '09121320006', accessLevel: { faq: true } },
      token: tokens.superAdmin,
    });
    expect(dup.status).toBe(400);
    expect(dup.body.error.eLang.fa).toBe('این کاربر قبلاً به‌عنوان ادمین ثبت شده است.');
    const none = await call(adminAdd, { body: { phone: '09121320007', accessLevel: {} }, token: tokens.superAdmin });
    expect(none.status).toBe(400);

    // The new admin manages admins but cannot hand out a flag they lack (faq), nor remove a super admin.
    const newAdmin = await login(env, '09121320006');
    expect((await call(adminList, { token: newAdmin })).status).toBe(200);
    expect(
      (await call(adminAdd, { body: { phone: '09121320008', accessLevel: { faq: true } }, token: newAdmin })).status,
    ).toBe(403);
    const superId = await userId(DEMO_PHONES.superAdmin);
    const rmSuper = await call(adminRemove, { body: { userId: superId }, token: newAdmin });
    expect(rmSuper.status).toBe(403);
    expect(rmSuper.body.error.eLang.fa).toBe('شما اجازه حذف این ادمین را ندارید.');

    for (const who of ['admin', 'barista', 'otherBarista', 'customer'] as const) {
      expect(
        (await call(adminEdit, { body: { userId: id, accessLevel: { faq: true } }, token: tokens[who] })).status,
      ).toBe(403);
      expect((await call(adminRemove, { body: { userId: id }, token: tokens[who] })).status).toBe(403);
    }
    const edit = await call(adminEdit, {
      body: { userId: id, accessLevel: { faq: true, admins: true } },
      token: tokens.superAdmin,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.admin.accessLevel).toEqual({ faq: true, admins: true });
    expect((await call(adminRemove, { body: { userId: id }, token: tokens.superAdmin })).status).toBe(200);
    expect((await db().select().from(s.users).where(eq(s.users.id, id)))[0].accessLevel).toEqual({});
    const gone = await call(adminRemove, { body: { userId: id }, token: tokens.superAdmin });
    expect(gone.status).toBe(404);
    expect(gone.body.error.eLang.fa).toBe('ادمین مورد نظر یافت نشد.');
    // Their session no longer opens the admin list.
    expect((await call(adminList, { token: newAdmin })).status).toBe(403);
  });
});
