import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq, like, sql } from 'drizzle-orm';
import { db, rawDb } from '@/server/db/client';
import { seedBenchUsers } from '@/scripts/bench-users';
import * as s from '@/server/db/schema';
import list from '@/pages/api/v1/user/list/[paging]';
import profiles from '@/pages/api/v1/user/profiles/list/[paging]';
import getOne from '@/pages/api/v1/user/[userId]/index';
import userOrderList from '@/pages/api/v1/user/[userId]/order/list/[paging]';
import invited from '@/pages/api/v1/user/invited/[userId]/list/[paging]';
import add from '@/pages/api/v1/user/add';
import edit from '@/pages/api/v1/user/edit';
import active from '@/pages/api/v1/user/change/active';
import verify from '@/pages/api/v1/user/verify/admin';
import hide from '@/pages/api/v1/user/hide';
import registered from '@/pages/api/v1/registered/count';
import charge from '@/pages/api/v1/user/charge/wallet';
import publicSearch from '@/pages/api/v1/user/public/search/[paging]';
import profileView from '@/pages/api/v1/profile/public/[userId]';
import { call, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';

let env: TestEnv;
const t: Record<
  'superAdmin' | 'headOffice' | 'walletOnly' | 'mirdamadAdmin' | 'barista' | 'otherBarista' | 'customer',
  string
> = {} as never;
let customerId: string;
let headOfficeId: string;

const idOf = async (phone: string) =>
  (await db().select({ id: s.users.id }).from(s.users).where(eq(s.users.phone, phone)))[0].id;

beforeAll(async () => {
  env = await setupTestEnv();
  t.superAdmin = await login(env, DEMO_PHONES.superAdmin);
  t.mirdamadAdmin = await login(env, DEMO_PHONES.mirdamadAdmin);
  t.barista = await login(env, DEMO_PHONES.mirdamadBarista);
  t.customer = await login(env, DEMO_PHONES.customer);
  t.headOffice = await login(env, '+989120001501');
  t.walletOnly = await login(env, '+989120001502');
  t.otherBarista = await login(env, '+989120001503');
  headOfficeId = await idOf('+989120001501');
  await db()
    .update(s.users)
    .set({ accessLevel: { users: true }, firstName: 'Sara', lastName: 'Office' })
    .where(eq(s.users.id, headOfficeId));
  await db()
    .update(s.users)
    .set({ accessLevel: { wallet: true } })
    .where(eq(s.users.phone, '+989120001502'));
  const iranshahr = await providerByBranch('iranshahr');
  await db()
    .insert(s.providerStaff)
    .values({ providerId: iranshahr.id, userId: await idOf('+989120001503'), role: 'barista' });
  customerId = await idOf(DEMO_PHONES.customer);
  await db()
    .update(s.users)
    .set({ firstName: 'Ali', lastName: 'Karimi', firstNameFa: 'علی', lastNameFa: 'کریمی' })
    .where(eq(s.users.id, customerId));
});
afterAll(async () => env?.close());

/** Only the users flag (or a super admin) opens head-office user management; branch staff and customers do not. */
const ALLOWED = ['superAdmin', 'headOffice'] as const;
const REFUSED = ['walletOnly', 'mirdamadAdmin', 'barista', 'otherBarista', 'customer'] as const;

describe('the permission matrix of every user-management call', () => {
  it('lets super admins and holders of the users flag in, refuses everyone else with 403 and guests with 401', async () => {
    const calls: [string, () => Parameters<typeof call>][] = [
      ['list', () => [list, { query: { paging: '1-20' } }]],
      ['profiles', () => [profiles, { query: { paging: '1-20' } }]],
      ['get', () => [getOne, { query: { userId: customerId } }]],
      ['orders', () => [userOrderList, { query: { userId: customerId, paging: '1-20' } }]],
      ['invited', () => [invited, { query: { userId: customerId, paging: '1-20' } }]],
      ['count', () => [registered, {}]],
      ['verify', () => [verify, { body: { userId: customerId, verified: false } }]],
      ['hide', () => [hide, { body: { userId: customerId, hidden: false } }]],
      ['active', () => [active, { body: { userId: customerId, active: true } }]],
      ['edit', () => [edit, { body: { userId: customerId, firstName: 'Ali' } }]],
    ];
    for (const [name, make] of calls) {
      const [handler, opts] = make();
      for (const who of ALLOWED)
        expect((await call(handler, { ...opts, token: t[who] })).status, `${name} as ${who}`).toBe(200);
      for (const who of REFUSED) {
        const r = await call(handler, { ...opts, token: t[who] });
        expect(r.status, `${name} as ${who}`).toBe(403);
        expect(r.body.error.eLang.fa).toBe('شما اجازه دسترسی به این بخش را ندارید.');
      }
      expect((await call(handler, opts)).status, `${name} as guest`).toBe(401);
    }
    // Adding: each allowed caller registers its own phone; the refused ones write nothing.
    expect((await call(add, { body: { phone: '09121500001' }, token: t.superAdmin })).status).toBe(200);
    expect((await call(add, { body: { phone: '09121500002' }, token: t.headOffice })).status).toBe(200);
    for (const who of REFUSED)
      expect((await call(add, { body: { phone: '09121500003' }, token: t[who] })).status, `add as ${who}`).toBe(403);
    expect(await db().select().from(s.users).where(eq(s.users.phone, '+989121500003'))).toHaveLength(0);
  });

  it('charging a wallet needs the wallet flag, which the users flag alone does not give', async () => {
    const body = { userId: customerId, price: 1000, description: 'هدیه', key: randomUUID() };
    expect((await call(charge, { body, token: t.walletOnly })).status).toBe(200);
    expect((await call(charge, { body, token: t.headOffice })).status).toBe(403);
  });
});

describe('finding users', () => {
  it('searches names in both scripts, username and phone, with Persian or Arabic digits and letters', async () => {
    const find = async (text: string) =>
      (await call(list, { query: { paging: '1-20', text }, token: t.headOffice })).body.users.map(
        (u: { _id: string }) => u._id,
      );
    expect(await find('karimi')).toContain(customerId);
    expect(await find('كريمي')).toContain(customerId); // Arabic kaf and yeh
    expect(await find('۰۹۱۲۰۰۰۰۰۰۳')).toEqual([customerId]);
    expect(await find('٠٩١٢٠٠٠٠٠٠٣')).toEqual([customerId]);
    expect(await find('+98 912 000 0003')).toEqual([customerId]);
    expect(await find('no-such-person')).toEqual([]);
    const r = await call(list, { query: { paging: '1-20', text: 'علی كريمي' }, token: t.headOffice });
    // Listed by the Persian name when the profile has one (issue 21, D29).
    expect(r.body.users[0]).toMatchObject({
      _id: customerId,
      name: 'علی کریمی',
      phone: DEMO_PHONES.customer,
      active: true,
      verified: false,
      hidden: false,
    });
  });

  it('filters by state and registration day, pages by 20, and refuses bad filters in Persian', async () => {
    const staff = await call(list, { query: { paging: '1-20', staff: 'true' }, token: t.superAdmin });
    const staffPhones = staff.body.users.map((u: { phone: string }) => u.phone);
    expect(staffPhones).toEqual(
      expect.arrayContaining([
        DEMO_PHONES.superAdmin,
        DEMO_PHONES.mirdamadAdmin,
        DEMO_PHONES.mirdamadBarista,
        '+989120001501',
      ]),
    );
    expect(staffPhones).not.toContain(DEMO_PHONES.customer);
    const all = await call(list, { query: { paging: '1-2' }, token: t.superAdmin });
    expect(all.body.users).toHaveLength(2);
    expect(all.body.total).toBeGreaterThan(5);
    const today = new Date(Date.now() + 3.5 * 3600_000).toISOString().slice(0, 10);
    const fresh = await call(list, { query: { paging: '1-20', from: today, to: today }, token: t.superAdmin });
    expect(fresh.body.total).toBeGreaterThan(0);
    const bad = await call(list, { query: { paging: '1-20', from: '1403-13-01' }, token: t.superAdmin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.eLang.fa).toBe('تاریخ وارد شده معتبر نیست.');
    expect((await call(list, { query: { paging: '1-20', active: 'maybe' }, token: t.superAdmin })).status).toBe(400);
  });

  it('counts a broad search only up to 1,000 and says so; an exact phone is one hit', async () => {
    await seedBenchUsers(rawDb(), 1010);
    const broad = await call(list, { query: { paging: '1-20', text: '0915' }, token: t.headOffice });
    expect(broad.body).toMatchObject({ total: 1000, totalCapped: true });
    expect(broad.body.users).toHaveLength(20);
    const exact = await call(list, { query: { paging: '1-20', text: '۰۹۱۵۰۰۰۱۰۰۷' }, token: t.headOffice });
    expect(exact.body).toMatchObject({ total: 1, totalCapped: false });
    const all = await call(list, { query: { paging: '1-20' }, token: t.headOffice });
    expect(all.body.total).toBeGreaterThan(1010);
    expect(all.body.totalCapped).toBe(false);
    await db().delete(s.users).where(like(s.users.id, 'bench%'));
  });

  it('pages a narrow search in the order of every sort, each match once, as the walk of the whole list does', async () => {
    await seedBenchUsers(rawDb(), 1010);
    // 'rezaei' is one bench user in 14: fewer than the count's cap, so the page is sorted from the matches.
    const matches = await db()
      .select({ id: s.users.id, createdAt: s.users.createdAt, wallet: s.users.wallet })
      .from(s.users)
      .where(like(s.users.searchText, '%rezaei%'));
    expect(matches.length).toBeGreaterThan(40);
    expect(matches.length).toBeLessThan(1000);
    const byCreated = (a: (typeof matches)[0], b: (typeof matches)[0]) =>
      a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const expected = {
      newest: [...matches].sort((a, b) => byCreated(b, a)),
      oldest: [...matches].sort(byCreated),
      wallet: [...matches].sort((a, b) => b.wallet - a.wallet || byCreated(b, a)),
    };
    for (const [sort, order] of Object.entries(expected)) {
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(matches.length / 20); page++) {
        const query = { paging: `${page}-20`, text: 'REZAEI', ...(sort === 'newest' ? {} : { sort }) };
        const r = await call(list, { query, token: t.headOffice });
        expect(r.body).toMatchObject({ total: matches.length, totalCapped: false });
        seen.push(...r.body.users.map((u: { _id: string }) => u._id));
      }
      expect(seen, sort).toEqual(order.map((m) => m.id));
    }
    const past = await call(list, { query: { paging: '99-20', text: 'rezaei' }, token: t.headOffice });
    expect(past.body).toMatchObject({ users: [], total: matches.length, totalCapped: false });
    await db().delete(s.users).where(like(s.users.id, 'bench%'));
  });

  it('pages a broad search past the cap in the order of every sort, as the walk of the whole list does', async () => {
    await seedBenchUsers(rawDb(), 1010);
    // '0915' is every bench user: past the count's cap, so the page is walked along the list's order.
    for (const sort of ['newest', 'oldest', 'wallet'] as const) {
      const keys =
        sort === 'oldest'
          ? [asc(s.users.createdAt), asc(s.users.id)]
          : sort === 'wallet'
            ? [desc(s.users.wallet), desc(s.users.createdAt), desc(s.users.id)]
            : [desc(s.users.createdAt), desc(s.users.id)];
      for (const page of [1, 3]) {
        const expected = await db()
          .select({ id: s.users.id })
          .from(s.users)
          .where(like(s.users.searchText, '%0915%'))
          .orderBy(...keys)
          .limit(20)
          .offset((page - 1) * 20);
        const query = { paging: `${page}-20`, text: '0915', ...(sort === 'newest' ? {} : { sort }) };
        const r = await call(list, { query, token: t.headOffice });
        expect(r.body).toMatchObject({ total: 1000, totalCapped: true });
        expect(
          r.body.users.map((u: { _id: string }) => u._id),
          `${sort} page ${page}`,
        ).toEqual(expected.map((e) => e.id));
      }
    }
    await db().delete(s.users).where(like(s.users.id, 'bench%'));
  });

  it('finds a phone typed from its start exactly as a plain substring search would', async () => {
    await seedBenchUsers(rawDb(), 1010);
    // The index is asked for the digits after 09xx; the whole fragment must still match, prefix included.
    for (const [text, folded] of [
      ['0915000100', '0915000100'],
      ['۰۹۱۵۰۰۰۱۰', '091500010'],
      ['0915 0001', '09150001'],
      ['+98 915 000 1007', '09150001007'],
      ['0916000100', '0916000100'],
      ['0915000', '0915000'],
    ]) {
      const expected = await db()
        .select({ id: s.users.id })
        .from(s.users)
        .where(like(s.users.searchText, `%${folded}%`))
        .orderBy(desc(s.users.createdAt), desc(s.users.id));
      const r = await call(list, { query: { paging: '1-20', text }, token: t.headOffice });
      expect(r.body.total, text).toBe(Math.min(expected.length, 1000));
      expect(
        r.body.users.map((u: { _id: string }) => u._id),
        text,
      ).toEqual(expected.slice(0, 20).map((e) => e.id));
    }
    expect((await call(list, { query: { paging: '1-20', text: '0916000100' }, token: t.headOffice })).body.total).toBe(
      0,
    );
    await db().delete(s.users).where(like(s.users.id, 'bench%'));
  });

  it("shows each listed user's staff flag and level name as their own page does, searched or not", async () => {
    const [top] = await db()
      .select({ level: s.memberships.level })
      .from(s.memberships)
      .orderBy(desc(s.memberships.level))
      .limit(1);
    await db().update(s.users).set({ membershipLevel: top.level }).where(eq(s.users.id, headOfficeId));
    const phones = [
      DEMO_PHONES.superAdmin, // super admin
      '+989120001501', // the users flag, a membership level
      '+989120001503', // branch staff only
      DEMO_PHONES.mirdamadBarista,
      DEMO_PHONES.customer, // not staff
    ];
    const whole = await call(list, { query: { paging: '1-100' }, token: t.headOffice });
    for (const phone of phones) {
      const id = await idOf(phone);
      const own = (await call(getOne, { query: { userId: id }, token: t.headOffice })).body.user;
      const searched = await call(list, { query: { paging: '1-20', text: phone }, token: t.headOffice });
      expect(searched.body.users, phone).toEqual([own]);
      expect(
        whole.body.users.find((u: { _id: string }) => u._id === id),
        phone,
      ).toEqual(own);
    }
    const head = (await call(getOne, { query: { userId: headOfficeId }, token: t.headOffice })).body.user;
    expect(head).toMatchObject({ staff: true, membershipLevel: top.level });
    expect(head.userLevelName).toEqual(expect.any(String));
    const profile = await call(profiles, { query: { paging: '1-20', text: 'sara office' }, token: t.headOffice });
    expect(profile.body.users).toEqual([{ ...head, bio: '', invitedCount: 0 }]);
    await db().update(s.users).set({ membershipLevel: 0 }).where(eq(s.users.id, headOfficeId));
  });

  it('lists completed profiles only, with how many people each invited', async () => {
    const [inviter] = await db().select().from(s.users).where(eq(s.users.id, customerId));
    await db().update(s.users).set({ reagentCode: inviter.referralCode }).where(eq(s.users.phone, '+989121500001'));
    const r = await call(profiles, { query: { paging: '1-20', text: 'karimi' }, token: t.headOffice });
    expect(r.body.users).toHaveLength(1);
    expect(r.body.users[0]).toMatchObject({ _id: customerId, invitedCount: 1 });
    const incomplete = await call(profiles, { query: { paging: '1-20', text: '09121500001' }, token: t.headOffice });
    expect(incomplete.body.total).toBe(0);

    const inv = await call(invited, { query: { userId: customerId, paging: '1-20' }, token: t.headOffice });
    expect(inv.body.users.map((u: { phone: string }) => u.phone)).toEqual(['+989121500001']);
    expect((await call(invited, { query: { userId: 'nobody', paging: '1-20' }, token: t.headOffice })).status).toBe(
      404,
    );
  });

  it('shows one user, and 404 in Persian for an unknown id', async () => {
    const r = await call(getOne, { query: { userId: customerId }, token: t.headOffice });
    expect(r.body.user).toMatchObject({ _id: customerId, firstNameFa: 'علی', staff: false });
    const [level] = await db()
      .select({ name: s.memberships.name })
      .from(s.memberships)
      .where(eq(s.memberships.level, r.body.user.membershipLevel));
    expect(r.body.user.userLevelName).toBe(level?.name ?? null);
    const barista = await call(getOne, {
      query: { userId: await idOf(DEMO_PHONES.mirdamadBarista) },
      token: t.headOffice,
    });
    expect(barista.body.user).toMatchObject({ phone: DEMO_PHONES.mirdamadBarista, staff: true });
    const missing = await call(getOne, { query: { userId: 'abc123' }, token: t.headOffice });
    expect(missing.status).toBe(404);
    expect(missing.body.error.eLang.fa).toBe('کاربر مورد نظر یافت نشد.');
  });

  it('counts registered users', async () => {
    const r = await call(registered, { token: t.headOffice });
    const n = (await db().select({ id: s.users.id }).from(s.users)).length;
    expect(r.body).toMatchObject({ count: n, active: n });
    expect(r.body.today).toBeGreaterThan(0);
  });
});

describe('adding and editing users', () => {
  it('adds a user by phone; refuses a taken or bad phone with the Persian text and writes nothing', async () => {
    const r = await call(add, {
      body: { phone: '۰۹۱۲۱۵۰۰۰۰۹', firstName: 'Neda', lastNameFa: 'رحیمی' },
      token: t.headOffice,
    });
    expect(r.status).toBe(200);
    expect(r.body.user).toMatchObject({
      phone: '+989121500009',
      firstName: 'Neda',
      lastNameFa: 'رحیمی',
      wallet: 0,
      active: true,
    });
    const taken = await call(add, { body: { phone: '09121500009' }, token: t.headOffice });
    expect(taken.status).toBe(409);
    expect(taken.body.error.eLang.fa).toBe('کاربری با این شماره قبلا ثبت شده است.');
    const bad = await call(add, { body: { phone: '12345' }, token: t.headOffice });
    expect(bad.status).toBe(400);
    expect(bad.body.error.eLang.fa).toBe('شماره تلفن وارد شده صحیح نمی باشد');
    const latinFa = await call(add, { body: { phone: '09121500010', firstNameFa: 'Neda' }, token: t.headOffice });
    expect(latinFa.body.error.eLang.fa).toBe('نام فارسی را با حروف فارسی بنویسید.');
    expect(await db().select().from(s.users).where(eq(s.users.phone, '+989121500010'))).toHaveLength(0);
  });

  it('edits names, email and phone; an empty text clears; a taken phone is 409', async () => {
    const id = await idOf('+989121500009');
    const r = await call(edit, {
      body: { userId: id, lastName: 'Rahimi', email: 'NEDA@example.com', lastNameFa: '' },
      token: t.headOffice,
    });
    expect(r.body.user).toMatchObject({
      firstName: 'Neda',
      lastName: 'Rahimi',
      email: 'neda@example.com',
      lastNameFa: null,
    });
    const taken = await call(edit, { body: { userId: id, phone: DEMO_PHONES.customer }, token: t.headOffice });
    expect(taken.status).toBe(409);
    const moved = await call(edit, { body: { userId: id, phone: '09121500011' }, token: t.headOffice });
    expect(moved.body.user.phone).toBe('+989121500011');
    expect((await call(edit, { body: { userId: 'nobody', firstName: 'x' }, token: t.headOffice })).status).toBe(404);
  });

  it('a head-office user cannot change a super admin, nor deactivate themselves', async () => {
    const superId = await idOf(DEMO_PHONES.superAdmin);
    const r = await call(edit, { body: { userId: superId, firstName: 'Hacker' }, token: t.headOffice });
    expect(r.status).toBe(403);
    expect(r.body.error.eLang.fa).toBe('تنها مدیر ارشد می‌تواند حساب مدیر ارشد را تغییر دهد.');
    expect((await call(active, { body: { userId: superId, active: false }, token: t.headOffice })).status).toBe(403);
    const self = await call(active, { body: { userId: headOfficeId, active: false }, token: t.headOffice });
    expect(self.status).toBe(403);
    expect(self.body.error.eLang.fa).toBe('نمی‌توانید حساب خودتان را غیرفعال کنید.');
  });
});

describe('activate, verify and hide', () => {
  it('a deactivated user is signed out at once; activating lets them back', async () => {
    const token = await login(env, '+989121500020');
    const id = await idOf('+989121500020');
    const off = await call(active, { body: { userId: id, active: false }, token: t.headOffice });
    expect(off.body.user.active).toBe(false);
    const check = (await import('@/pages/api/v1/check/activation')).default;
    const isSignedIn = async () => (await call(check, { token })).body.user !== null;
    expect(await isSignedIn()).toBe(false);
    await call(active, { body: { userId: id, active: true }, token: t.headOffice });
    expect(await isSignedIn()).toBe(true);
  });

  it('verifies a user and filters by it', async () => {
    await call(verify, { body: { userId: customerId, verified: true }, token: t.headOffice });
    const r = await call(list, { query: { paging: '1-20', verified: 'true' }, token: t.headOffice });
    expect(r.body.users.map((u: { _id: string }) => u._id)).toEqual([customerId]);
  });

  it('a hidden user disappears from public search and their public profile', async () => {
    // Networking is opt-in: the customer has chosen a public profile.
    await db()
      .update(s.users)
      .set({ privacy: sql`${s.users.privacy} || '{"publicProfile": true}'::jsonb` })
      .where(eq(s.users.id, customerId));
    const before = await call(publicSearch, { query: { paging: '1-20', text: 'karimi' } });
    expect(before.body.users.map((u: { _id: string }) => u._id)).toContain(customerId);
    await call(hide, { body: { userId: customerId, hidden: true }, token: t.headOffice });
    const after = await call(publicSearch, { query: { paging: '1-20', text: 'karimi' } });
    expect(after.body.users.map((u: { _id: string }) => u._id)).not.toContain(customerId);
    expect((await call(profileView, { query: { userId: customerId } })).status).toBe(404);
    await call(hide, { body: { userId: customerId, hidden: false }, token: t.headOffice });
    expect((await call(profileView, { query: { userId: customerId } })).status).toBe(200);
  });
});
