/**
 * Issue 22, the rights between staff: each attack the probe found, exactly as it was made, and what
 * must still work. H1 (a lesser admin takes over a fuller one by phone, names or activation), M1 (a
 * lesser branch admin switches off a fuller one's flags, then removes them), the Low renaming by
 * branch staff, and crediting one's own wallet.
 */
import { readFileSync, existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { ERRORS } from '@/lib/messages';
import { phoneChangedSmsText } from '@/lib/messages/users';
import { ACCESS_FLAGS, type AccessLevel } from '@/lib/permissions';
import { config } from '@/server/config';
import userEdit from '@/pages/api/v1/user/edit';
import userActive from '@/pages/api/v1/user/change/active';
import adminEdit from '@/pages/api/v1/admin/edit';
import pAdminEdit from '@/pages/api/v1/provider/admin/edit';
import pAdminRemove from '@/pages/api/v1/provider/admin/remove';
import baristaAdd from '@/pages/api/v1/provider/barista/add';
import baristaEdit from '@/pages/api/v1/provider/barista/edit';
import pAdminAdd from '@/pages/api/v1/provider/admin/add';
import charge from '@/pages/api/v1/user/charge/wallet';
import discharge from '@/pages/api/v1/user/discharge/wallet';
import profile from '@/pages/api/v1/profile/index';
import { call, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';

let env: TestEnv;
let mirdamadId: string;

const PHONES = {
  usersOnly: '+989122200001',
  walletAdmin: '+989122200002',
  usersAndWallet: '+989122200003',
  lesserBranchAdmin: '+989122200004',
  fullerBranchAdmin: '+989122200005',
  walletClerk: '+989122200006',
  namelessChainAdmin: '+989122200007',
  adminsOnly: '+989122200008',
  adminsAndFaq: '+989122200009',
} as const;
type Who = keyof typeof PHONES | 'superAdmin' | 'mirdamadAdmin' | 'barista' | 'customer';
const tokens = {} as Record<Who, string>;
const ids = {} as Record<Who, string>;

const idOf = async (phone: string) =>
  (await db().select({ id: s.users.id }).from(s.users).where(eq(s.users.phone, phone)))[0].id;
const userRow = async (id: string) => (await db().select().from(s.users).where(eq(s.users.id, id)))[0];
const allBut = (...off: (typeof ACCESS_FLAGS)[number][]): AccessLevel =>
  Object.fromEntries(ACCESS_FLAGS.map((f) => [f, !off.includes(f)]));
const outbox = (): { to: string; text: string }[] =>
  existsSync(env.outbox)
    ? readFileSync(env.outbox, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
    : [];

beforeAll(async () => {
  env = await setupTestEnv();
  mirdamadId = (await providerByBranch('mirdamad')).id;
  const demo = {
    superAdmin: DEMO_PHONES.superAdmin,
    mirdamadAdmin: DEMO_PHONES.mirdamadAdmin,
    barista: DEMO_PHONES.mirdamadBarista,
    customer: DEMO_PHONES.customer,
  };
  for (const [who, phone] of Object.entries({ ...demo, ...PHONES }) as [Who, string][]) {
    tokens[who] = await login(env, phone);
    ids[who] = await idOf(phone);
  }
  const global: Partial<Record<Who, AccessLevel>> = {
    usersOnly: { users: true },
    walletAdmin: { wallet: true },
    usersAndWallet: { users: true, wallet: true },
    walletClerk: { wallet: true },
    namelessChainAdmin: { faq: true },
    adminsOnly: { admins: true },
    adminsAndFaq: { admins: true, faq: true },
  };
  for (const [who, level] of Object.entries(global) as [Who, AccessLevel][])
    await db()
      .update(s.users)
      .set({ accessLevel: level, firstName: 'Staff', lastName: who })
      .where(eq(s.users.id, ids[who]));
  await db().update(s.users).set({ firstName: null, lastName: null }).where(eq(s.users.id, ids.namelessChainAdmin));
  await db()
    .insert(s.providerStaff)
    .values([
      { providerId: mirdamadId, userId: ids.lesserBranchAdmin, role: 'admin', accessLevel: allBut('wallet') },
      { providerId: mirdamadId, userId: ids.fullerBranchAdmin, role: 'admin', accessLevel: allBut() },
    ]);
});
afterAll(async () => env?.close());

const RIGHTS_FA = ERRORS.USER_RIGHTS_PROTECTED.fa;
type Handler = Parameters<typeof call>[0];

describe('H1: a lesser admin cannot take over a fuller account', () => {
  // [attack, actor, victim, call, body]: each was a 200 before; now a 403 that changes nothing.
  const ATTACKS: [string, Who, Who, Handler, Record<string, unknown>][] = [
    ['moves a wallet admin’s phone to one of theirs', 'usersOnly', 'walletAdmin', userEdit, { phone: '09122209991' }],
    ['moves a branch admin’s phone to one of theirs', 'usersOnly', 'mirdamadAdmin', userEdit, { phone: '09122209992' }],
    ['moves a barista’s phone to one of theirs', 'usersOnly', 'barista', userEdit, { phone: '09122209993' }],
    ['renames a wallet admin', 'usersOnly', 'walletAdmin', userEdit, { firstName: 'Hacked', lastNameFa: 'هک' }],
    ['renames a branch admin', 'usersOnly', 'mirdamadAdmin', userEdit, { firstNameFa: 'هک' }],
    ['deactivates a wallet admin', 'usersOnly', 'walletAdmin', userActive, { active: false }],
    ['deactivates a branch admin', 'usersOnly', 'mirdamadAdmin', userActive, { active: false }],
    ['deactivates a barista', 'usersOnly', 'barista', userActive, { active: false }],
    // Holding the users and wallet flags is not enough for an account that runs a branch.
    [
      'a users+wallet admin moves a branch admin’s phone',
      'usersAndWallet',
      'mirdamadAdmin',
      userEdit,
      { phone: '09122209994' },
    ],
  ];
  it.each(ATTACKS)('refuses: %s (403, Persian, nothing changes)', async (_name, actor, victim, handler, body) => {
    const before = await userRow(ids[victim]);
    const r = await call(handler, { body: { userId: ids[victim], ...body }, token: tokens[actor] });
    expect(r.status).toBe(403);
    expect(r.body.error.eLang.fa).toBe(RIGHTS_FA);
    const after = await userRow(ids[victim]);
    expect({
      phone: after.phone,
      active: after.active,
      firstName: after.firstName,
      firstNameFa: after.firstNameFa,
      lastNameFa: after.lastNameFa,
    }).toEqual({
      phone: before.phone,
      active: before.active,
      firstName: before.firstName,
      firstNameFa: before.firstNameFa,
      lastNameFa: before.lastNameFa,
    });
    // The victim is still signed in.
    expect((await call(profile, { token: tokens[victim] })).status).toBe(200);
  });

  it('lets someone holding every right of the account (or a super admin) edit, deactivate and reactivate it', async () => {
    const renamed = await call(userEdit, {
      body: { userId: ids.walletAdmin, firstName: 'Reza' },
      token: tokens.usersAndWallet,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user.firstName).toBe('Reza');
    for (const [actor, victim] of [
      ['usersAndWallet', 'walletAdmin'],
      ['superAdmin', 'mirdamadAdmin'],
    ] as [Who, Who][]) {
      expect(
        (await call(userActive, { body: { userId: ids[victim], active: false }, token: tokens[actor] })).status,
        `${actor} → ${victim}`,
      ).toBe(200);
      expect(
        (await call(userActive, { body: { userId: ids[victim], active: true }, token: tokens[actor] })).status,
      ).toBe(200);
    }
    // A customer's account stays the users flag's to manage.
    const customer = await call(userEdit, {
      body: { userId: ids.customer, firstNameFa: 'مریم' },
      token: tokens.usersOnly,
    });
    expect(customer.status).toBe(200);
  });

  it('a phone change signs the account out everywhere, forgets the old number’s devices and texts the old number', async () => {
    const oldPhone = PHONES.walletAdmin;
    expect(await db().select().from(s.trustedDevices).where(eq(s.trustedDevices.phone, oldPhone))).not.toHaveLength(0);
    const r = await call(userEdit, {
      body: { userId: ids.walletAdmin, phone: '09122209995' },
      token: tokens.usersAndWallet,
    });
    expect(r.status).toBe(200);
    expect(r.body.user.phone).toBe('+989122209995');
    // The old session is dead: 401.
    expect((await call(profile, { token: tokens.walletAdmin })).status).toBe(401);
    expect(await db().select().from(s.trustedDevices).where(eq(s.trustedDevices.phone, oldPhone))).toHaveLength(0);
    const sent = outbox().filter((m) => m.to === oldPhone && !('code' in m && m.code));
    expect(sent.map((m) => m.text)).toEqual([phoneChangedSmsText(config().productName)]);
    expect(sent[0].text).toContain('شماره موبایل حساب کاربری شما');
    // The actor's own session is untouched.
    expect((await call(profile, { token: tokens.usersAndWallet })).status).toBe(200);
  });

  it('a super admin may move a branch admin’s phone; a customer’s phone change also signs them out', async () => {
    const admin = await call(userEdit, {
      body: { userId: ids.mirdamadAdmin, phone: '09122209996' },
      token: tokens.superAdmin,
    });
    expect(admin.status).toBe(200);
    expect((await call(profile, { token: tokens.mirdamadAdmin })).status).toBe(401);
    const customer = await call(userEdit, {
      body: { userId: ids.customer, phone: '09122209997' },
      token: tokens.usersOnly,
    });
    expect(customer.status).toBe(200);
    expect((await call(profile, { token: tokens.customer })).status).toBe(401);
    expect(
      outbox().some((m) => m.to === DEMO_PHONES.customer && m.text === phoneChangedSmsText(config().productName)),
    ).toBe(true);
    // Back to the demo numbers for the tests below (they sign in again).
    await call(userEdit, {
      body: { userId: ids.mirdamadAdmin, phone: DEMO_PHONES.mirdamadAdmin },
      token: tokens.superAdmin,
    });
    await call(userEdit, { body: { userId: ids.customer, phone: DEMO_PHONES.customer }, token: tokens.superAdmin });
    tokens.mirdamadAdmin = await login(env, DEMO_PHONES.mirdamadAdmin);
    tokens.customer = await login(env, DEMO_PHONES.customer);
  });
});

describe('M1: switching off a flag you do not hold is refused like granting it', () => {
  const levelOf = async (userId: string) =>
    (
      await db()
        .select()
        .from(s.providerStaff)
        .where(and(eq(s.providerStaff.providerId, mirdamadId), eq(s.providerStaff.userId, userId)))
    )[0]?.accessLevel;

  it('a branch admin without the wallet flag cannot switch a fuller admin’s wallet off, so cannot remove them either', async () => {
    const strip = await call(pAdminEdit, {
      body: { providerId: mirdamadId, userId: ids.fullerBranchAdmin, accessLevel: allBut('wallet') },
      token: tokens.lesserBranchAdmin,
    });
    expect(strip.status).toBe(403);
    expect(strip.body.error.eLang.fa).toBe(ERRORS.FORBIDDEN.fa);
    expect((await levelOf(ids.fullerBranchAdmin))?.wallet).toBe(true);
    const remove = await call(pAdminRemove, {
      body: { providerId: mirdamadId, userId: ids.fullerBranchAdmin },
      token: tokens.lesserBranchAdmin,
    });
    expect(remove.status).toBe(403);
    expect(await levelOf(ids.fullerBranchAdmin)).toBeDefined();
  });

  it('a general admin without a flag cannot switch it off another general admin', async () => {
    const r = await call(adminEdit, {
      body: { userId: ids.adminsAndFaq, accessLevel: { admins: true } },
      token: tokens.adminsOnly,
    });
    expect(r.status).toBe(403);
    expect((await userRow(ids.adminsAndFaq)).accessLevel).toEqual({ admins: true, faq: true });
  });

  it('still lets the lesser admin switch off flags they hold, a fuller admin any; once covered, removal passes', async () => {
    const menuOff = await call(pAdminEdit, {
      body: { providerId: mirdamadId, userId: ids.fullerBranchAdmin, accessLevel: allBut('menu') },
      token: tokens.lesserBranchAdmin,
    });
    expect(menuOff.status).toBe(200);
    const walletOff = await call(pAdminEdit, {
      body: { providerId: mirdamadId, userId: ids.fullerBranchAdmin, accessLevel: allBut('wallet', 'menu') },
      token: tokens.mirdamadAdmin,
    });
    expect(walletOff.status).toBe(200);
    expect(await levelOf(ids.fullerBranchAdmin)).toMatchObject({ wallet: false, menu: false, orders: true });
    const remove = await call(pAdminRemove, {
      body: { providerId: mirdamadId, userId: ids.fullerBranchAdmin },
      token: tokens.lesserBranchAdmin,
    });
    expect(remove.status).toBe(200);
    expect(await levelOf(ids.fullerBranchAdmin)).toBeUndefined();
  });
});

describe('Low: branch staff fill only empty names, and never on chain-level accounts', () => {
  it('a branch admin cannot rename the super admin by adding them as a barista and editing', async () => {
    const before = await userRow(ids.superAdmin);
    const add = await call(baristaAdd, {
      body: { providerId: mirdamadId, phone: DEMO_PHONES.superAdmin, firstName: 'هکر', lastName: 'شده' },
      token: tokens.mirdamadAdmin,
    });
    expect(add.status).toBe(200);
    const edit = await call(baristaEdit, {
      body: { providerId: mirdamadId, userId: ids.superAdmin, firstName: 'هکر', lastName: 'شده' },
      token: tokens.mirdamadAdmin,
    });
    expect(edit.status).toBe(200);
    const after = await userRow(ids.superAdmin);
    expect([after.firstName, after.lastName]).toEqual([before.firstName, before.lastName]);
  });

  it('adding a chain-level account with names leaves its empty names empty', async () => {
    const add = await call(pAdminAdd, {
      body: {
        providerId: mirdamadId,
        phone: PHONES.namelessChainAdmin,
        firstName: 'هکر',
        accessLevel: allBut('wallet'),
      },
      token: tokens.lesserBranchAdmin,
    });
    expect(add.status).toBe(200);
    const edit = await call(pAdminEdit, {
      body: { providerId: mirdamadId, userId: ids.namelessChainAdmin, lastName: 'شده' },
      token: tokens.lesserBranchAdmin,
    });
    expect(edit.status).toBe(200);
    const after = await userRow(ids.namelessChainAdmin);
    expect([after.firstName, after.lastName]).toEqual([null, null]);
  });

  it('a staff edit keeps a name the profile has and fills one it lacks', async () => {
    const add = await call(baristaAdd, {
      body: { providerId: mirdamadId, phone: '09122200010', firstName: 'نیما' },
      token: tokens.mirdamadAdmin,
    });
    expect(add.status).toBe(200);
    const id = add.body.staff._id;
    const edit = await call(baristaEdit, {
      body: { providerId: mirdamadId, userId: id, firstName: 'رضا', lastName: 'کریمی' },
      token: tokens.mirdamadAdmin,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.staff).toMatchObject({ firstName: 'نیما', lastName: 'کریمی' });
  });
});

describe('Low: nobody moves money in their own wallet', () => {
  const body = (userId: string) => ({
    userId,
    price: 5_000_000,
    description: 'شارژ',
    key: `k-${userId}-${Math.random().toString(36).slice(2)}`,
  });
  const SELF: [string, Who, Handler][] = [
    ['a wallet admin credits their own wallet', 'walletClerk', charge],
    ['a wallet admin debits their own wallet', 'walletClerk', discharge],
    ['a super admin credits their own wallet', 'superAdmin', charge],
  ];
  it.each(SELF)('refuses: %s (403, Persian, balance unchanged)', async (_name, who, handler) => {
    const before = (await userRow(ids[who])).wallet;
    const r = await call(handler, { body: body(ids[who]), token: tokens[who] });
    expect(r.status).toBe(403);
    expect(r.body.error.eLang.fa).toBe(ERRORS.WALLET_SELF_MOVE.fa);
    expect((await userRow(ids[who])).wallet).toBe(before);
  });

  it('still lets a wallet admin credit someone else, and another admin credit the wallet admin', async () => {
    expect((await call(charge, { body: body(ids.customer), token: tokens.walletClerk })).status).toBe(200);
    const r = await call(charge, { body: body(ids.walletClerk), token: tokens.superAdmin });
    expect(r.status).toBe(200);
    expect(r.body.wallet).toBe(5_000_000);
  });
});
