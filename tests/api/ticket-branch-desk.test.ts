import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { openTicket } from './ticket-helpers';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { DEMO_SUPPORT_PHONE } from '@/server/db/seed-tickets';
import list from '@/pages/api/v1/ticket/list/[paging]';
import deskTicket from '@/pages/api/v1/ticket/[id]';
import refer from '@/pages/api/v1/ticket/refer';
import changeState from '@/pages/api/v1/ticket/change/state';
import deskComments from '@/pages/api/v1/ticket/comment/list/[paging]';
import deskComment from '@/pages/api/v1/ticket/comment/add';
import customerContext from '@/pages/api/v1/ticket/[id]/customer';
import responders from '@/pages/api/v1/ticket/responders/list';

/**
 * Issue 21 D30: a ticket referred to a branch's admin reaches them. The branch admin works the desk
 * for the tickets of their branch and those referred to them; an admin of another branch and a
 * customer are refused, and the support team still sees every ticket.
 */
let env: TestEnv;
let agent: string;
let owner: string;
let mirdamadAdmin: string;
let iranshahrAdmin: string;
let mirdamadAdminId: string;
let mirdamadId: string;
let iranshahrId: string;

beforeAll(async () => {
  env = await setupTestEnv();
  agent = await login(env, DEMO_SUPPORT_PHONE);
  owner = await login(env, DEMO_PHONES.customer);
  mirdamadAdmin = await login(env, DEMO_PHONES.mirdamadAdmin);
  mirdamadId = (await providerByBranch('mirdamad')).id;
  iranshahrId = (await providerByBranch('iranshahr')).id;
  const [m] = await db().select().from(s.users).where(eq(s.users.phone, DEMO_PHONES.mirdamadAdmin));
  mirdamadAdminId = m.id;
  // An admin of another branch (Iranshahr), every flag on there.
  iranshahrAdmin = await login(env, '09127654321');
  const [i] = await db().select().from(s.users).where(eq(s.users.phone, '+989127654321'));
  await db().insert(s.providerStaff).values({ providerId: iranshahrId, userId: i.id, role: 'admin', accessLevel: {} });
});
afterAll(async () => env?.close());
beforeEach(async () => {
  await db().delete(s.rateLimits);
});

async function newTicket(providerId?: string): Promise<string> {
  const r = await openTicket(owner, providerId ? { providerId } : {});
  expect(r.status).toBe(200);
  return r.body.ticket._id as string;
}

const listIds = async (token: string) => {
  const r = await call(list, { query: { paging: '1-30', states: 'initial,reviewed,answered,closed' }, token });
  expect(r.status).toBe(200);
  return (r.body.tickets as { _id: string }[]).map((t) => t._id);
};

describe('a ticket referred to a branch admin (D30)', () => {
  it('the support agent refers a Mirdamad ticket to its admin, who opens, comments on and answers it', async () => {
    const id = await newTicket(mirdamadId);
    const listed = await call(responders, { query: { ticketId: id }, token: agent });
    expect(listed.body.responders.map((r: { _id: string }) => r._id)).toContain(mirdamadAdminId);
    const referred = await call(refer, { body: { ticketId: id, responderId: mirdamadAdminId }, token: agent });
    expect(referred.status).toBe(200);

    const read = await call(deskTicket, { query: { id }, token: mirdamadAdmin });
    expect(read.status).toBe(200);
    expect(read.body.ticket[0]).toMatchObject({ _id: id, responderId: mirdamadAdminId });
    expect(await listIds(mirdamadAdmin)).toContain(id);
    expect((await call(customerContext, { query: { id }, token: mirdamadAdmin })).status).toBe(200);

    const note = await call(deskComment, {
      body: { ticketId: id, text: 'با باریستا صحبت کردم' },
      token: mirdamadAdmin,
    });
    expect(note.status).toBe(200);
    const comments = await call(deskComments, { query: { paging: '1-100', ticketId: id }, token: mirdamadAdmin });
    expect(comments.body.comments.map((c: { text: string }) => c.text)).toContain('با باریستا صحبت کردم');

    const answered = await call(changeState, {
      body: { ticketId: id, state: 'answered', answer: 'سفارش شما دوباره آماده شد؛ پوزش می‌خواهیم.' },
      token: mirdamadAdmin,
    });
    expect(answered.status).toBe(200);
    expect(answered.body.ticket).toMatchObject({ state: 'answered', responderId: mirdamadAdminId });
    const [row] = await db().select().from(s.tickets).where(eq(s.tickets.id, id));
    expect(row).toMatchObject({ state: 'answered', answeredBy: mirdamadAdminId });
  });

  it('a branch admin sees only the tickets of their branch; other tickets do not exist for them', async () => {
    const mine = await newTicket(mirdamadId);
    const theirs = await newTicket(iranshahrId);
    const none = await newTicket();
    const ids = await listIds(mirdamadAdmin);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(ids).not.toContain(none);
    for (const id of [theirs, none]) {
      expect((await call(deskTicket, { query: { id }, token: mirdamadAdmin })).status).toBe(404);
      expect((await call(deskComment, { body: { ticketId: id, text: 'سلام' }, token: mirdamadAdmin })).status).toBe(
        404,
      );
      expect(
        (await call(deskComments, { query: { paging: '1-100', ticketId: id }, token: mirdamadAdmin })).status,
      ).toBe(404);
      expect((await call(customerContext, { query: { id }, token: mirdamadAdmin })).status).toBe(404);
      const moved = await call(changeState, { body: { ticketId: id, state: 'reviewed' }, token: mirdamadAdmin });
      expect(moved.status).toBe(404);
    }
    // The support team still sees every ticket.
    const all = await listIds(agent);
    expect(all).toEqual(expect.arrayContaining([mine, theirs, none]));
  });

  it('an admin of another branch is refused a ticket referred to the Mirdamad admin', async () => {
    const id = await newTicket(mirdamadId);
    expect((await call(refer, { body: { ticketId: id, responderId: mirdamadAdminId }, token: agent })).status).toBe(
      200,
    );
    expect((await call(deskTicket, { query: { id }, token: iranshahrAdmin })).status).toBe(404);
    expect(await listIds(iranshahrAdmin)).not.toContain(id);
    const note = await call(deskComment, { body: { ticketId: id, text: 'نه' }, token: iranshahrAdmin });
    expect(note.status).toBe(404);
    const answer = await call(changeState, {
      body: { ticketId: id, state: 'answered', answer: 'پاسخ' },
      token: iranshahrAdmin,
    });
    expect(answer.status).toBe(404);
    const [row] = await db().select().from(s.tickets).where(eq(s.tickets.id, id));
    expect(row.state).toBe('initial');
  });

  it('a customer is refused the desk calls with a Persian 403', async () => {
    const id = await newTicket(mirdamadId);
    for (const r of [
      await call(deskTicket, { query: { id }, token: owner }),
      await call(list, { query: { paging: '1-30' }, token: owner }),
      await call(deskComment, { body: { ticketId: id, text: 'سلام' }, token: owner }),
      await call(deskComments, { query: { paging: '1-100', ticketId: id }, token: owner }),
    ]) {
      expect(r.status).toBe(403);
      expect(r.body.error.eLang.fa).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('a branch admin whose support right is off is not offered for referral and cannot open the desk', async () => {
    const id = await newTicket(iranshahrId);
    const [i] = await db().select().from(s.users).where(eq(s.users.phone, '+989127654321'));
    await db()
      .update(s.providerStaff)
      .set({ accessLevel: { support: false } })
      .where(eq(s.providerStaff.userId, i.id));
    try {
      const listed = await call(responders, { query: { ticketId: id }, token: agent });
      expect(listed.body.responders.map((r: { _id: string }) => r._id)).not.toContain(i.id);
      const r = await call(refer, { body: { ticketId: id, responderId: i.id }, token: agent });
      expect(r.status).toBe(400);
      expect((await call(deskTicket, { query: { id }, token: iranshahrAdmin })).status).toBe(403);
    } finally {
      await db().update(s.providerStaff).set({ accessLevel: {} }).where(eq(s.providerStaff.userId, i.id));
    }
  });
});
