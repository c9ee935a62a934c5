import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import list from '@/pages/api/v1/provider/list';
import getOne from '@/pages/api/v1/provider/[id]';
import add from '@/pages/api/v1/provider/add';
import edit from '@/pages/api/v1/provider/edit';
import { invalidateProviderCache } from '@/server/services/provider/provider-cache';
import { STAFF_PHONE_REFUSED } from '@/server/services/provider/public-phones';
import { call, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { providerEditBody } from './fixtures';

// Issue 16: a branch's public phones are the branch's own lines, never a staff member's login.
let env: TestEnv;
let admin: string;
let superAdmin: string;
let mirdamad: typeof s.providers.$inferSelect;

beforeAll(async () => {
  env = await setupTestEnv();
  admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  mirdamad = await providerByBranch('mirdamad');
});
afterAll(async () => env?.close());

const stored = async () => (await db().select().from(s.providers).where(eq(s.providers.id, mirdamad.id)))[0];
const publicPhones = async () => {
  const one = (await call(getOne, { query: { id: mirdamad.id } })).body.provider as {
    phone: string;
    staticPhone: string;
  };
  const listed = ((await call(list)).body.providers as { _id: string; phone: string; staticPhone: string }[]).find(
    (p) => p._id === mirdamad.id,
  )!;
  return { one: [one.phone, one.staticPhone], listed: [listed.phone, listed.staticPhone] };
};

describe('branch phones', () => {
  it("refuses a staff member's login as the branch's phone, under that field, in any spelling; nothing changes", async () => {
    for (const [field, typed] of [
      ['phone', '۰۹۱۲ ۰۰۰ ۰۰۰۲'], // the branch's barista
      ['phone', '+989120000001'], // its admin
      ['staticPhone', '09120000000'], // the super admin
    ] as const) {
      const r = await call(edit, { body: providerEditBody(mirdamad, { [field]: typed }), token: admin });
      expect(r.status, typed).toBe(400);
      expect(r.body.error.message).toBe(STAFF_PHONE_REFUSED);
      expect(r.body.error.issues).toEqual([{ path: field, message: STAFF_PHONE_REFUSED }]);
    }
    expect(await stored()).toMatchObject({ phone: mirdamad.phone, staticPhone: mirdamad.staticPhone });
  });

  it("takes the branch's own numbers, also a customer's number (only staff logins are personal here)", async () => {
    const r = await call(edit, {
      body: providerEditBody(mirdamad, { phone: '09121000199', staticPhone: '02122220000' }),
      token: admin,
    });
    expect(r.status).toBe(200);
    expect(await publicPhones()).toEqual({
      one: ['09121000199', '02122220000'],
      listed: ['09121000199', '02122220000'],
    });
    expect(
      (await call(edit, { body: providerEditBody(mirdamad, { phone: DEMO_PHONES.customer }), token: admin })).status,
    ).toBe(200);
  });

  it('refuses a staff login on a new branch too', async () => {
    const body = {
      ...providerEditBody(mirdamad, { phone: '09120000002' }),
      providerId: undefined,
      name: 'کافه همکار تجریش',
      branch: 'tajrish',
    };
    const r = await call(add, { body, token: superAdmin });
    expect(r.status).toBe(400);
    expect(r.body.error.issues).toEqual([{ path: 'phone', message: STAFF_PHONE_REFUSED }]);
    expect(await db().select().from(s.providers).where(eq(s.providers.branch, 'tajrish'))).toHaveLength(0);
  });

  it("never publishes a stored phone that is a staff member's login (set before the rule, or the holder became staff later)", async () => {
    await db()
      .update(s.providers)
      .set({ phone: '09120000001', staticPhone: '02122220000' })
      .where(eq(s.providers.id, mirdamad.id));
    invalidateProviderCache();
    expect(await publicPhones()).toEqual({ one: ['', '02122220000'], listed: ['', '02122220000'] });
    expect(JSON.stringify((await call(list)).body)).not.toContain('9120000001');
  });
});
