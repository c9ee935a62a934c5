import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { openTicket } from './ticket-helpers';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { DEMO_SUPPORT_PHONE } from '@/server/db/seed-tickets';
import responders from '@/pages/api/v1/ticket/responders/list';
import refer from '@/pages/api/v1/ticket/refer';
import adminList from '@/pages/api/v1/admin/list';

// Issue 21: D29 (a general admin listed by the Persian name) and D30 (a ticket referred to its branch's admin).

let env: TestEnv;
let agent: string;
let owner: string;
let superAdmin: string;
let branchAdminId: string;
let mirdamadId: string;
const idOf = async (phone: string) => (await db().select().from(s.users).where(eq(s.users.phone, phone)))[0].id;

beforeAll(async () => {
  env = await setupTestEnv();
  agent = await login(env, DEMO_SUPPORT_PHONE);
  owner = await login(env, DEMO_PHONES.customer);
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  branchAdminId = await idOf(DEMO_PHONES.mirdamadAdmin);
  mirdamadId = (await providerByBranch('mirdamad')).id;
});
afterAll(async () => env?.close());
beforeEach(async () => {
  await db().delete(s.rateLimits);
});

describe('D29: general admins are listed by their Persian name', () => {
  it('a profile with Latin and Persian names lists the Persian one', async () => {
    const id = await idOf(DEMO_PHONES.superAdmin);
    await db()
      .update(s.users)
      .set({ firstName: 'Sara', lastName: 'Ahmadi', firstNameFa: 'سارا', lastNameFa: 'احمدی' })
      .where(eq(s.users.id, id));
    const r = await call(adminList, { token: superAdmin });
    expect(r.status).toBe(200);
    const me = r.body.admins.find((a: { _id: string }) => a._id === id);
    expect(me.name).toBe('سارا احمدی');
  });
});

describe("D30: a ticket about a branch can be referred to that branch's admin", () => {
  const ticketAt = async (extra: Record<string, unknown>) => {
    const r = await openTicket(owner, extra);
    expect(r.status).toBe(200);
    return r.body.ticket._id as string;
  };

  it("lists the branch's admins beside the support team, and refers the ticket to one", async () => {
    const id = await ticketAt({ providerId: mirdamadId });
    const list = await call(responders, { query: { ticketId: id }, token: agent });
    expect(list.status).toBe(200);
    const admin = list.body.responders.find((r: { _id: string }) => r._id === branchAdminId);
    expect(admin).toMatchObject({ branchAdminOf: expect.any(String) });
    const ok = await call(refer, {
      body: { ticketId: id, responderId: branchAdminId, note: 'لطفا با مشتری تماس بگیرید' },
      token: agent,
    });
    expect(ok.status).toBe(200);
    const [row] = await db().select().from(s.tickets).where(eq(s.tickets.id, id));
    expect(row.responderId).toBe(branchAdminId);
  });

  it('a ticket without a branch still goes only to the support team (Persian 400)', async () => {
    const id = await ticketAt({});
    const list = await call(responders, { query: { ticketId: id }, token: agent });
    expect(list.body.responders.map((r: { _id: string }) => r._id)).not.toContain(branchAdminId);
    const bad = await call(refer, { body: { ticketId: id, responderId: branchAdminId }, token: agent });
    expect(bad.status).toBe(400);
    expect(bad.body.error.eLang.fa).toBe('کارشناس انتخاب شده عضو تیم پشتیبانی نیست.');
  });

  it('the customer cannot ask for the responders (403)', async () => {
    const id = await ticketAt({ providerId: mirdamadId });
    expect((await call(responders, { query: { ticketId: id }, token: owner })).status).toBe(403);
  });
});
