import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { clockNow, setClock } from '@/server/clock';
import * as s from '@/server/db/schema';
import { ticketCommission } from '@/server/services/academy/commission';
import createEvent from '@/pages/api/v1/event/create';
import changeStatus from '@/pages/api/v1/event/change/status';
import listEvents from '@/pages/api/v1/event/list/[page]';
import getEvent from '@/pages/api/v1/event/[id]/index';
import purchase from '@/pages/api/v1/event/ticket/purchase';
import cancelTicket from '@/pages/api/v1/event/ticket/cancel';
import checkin from '@/pages/api/v1/event/ticket/checkin';
import attendees from '@/pages/api/v1/event/[id]/attendees/[page]';
import report from '@/pages/api/v1/event/[id]/report/index';
import issue from '@/pages/api/v1/event/[id]/certificates/issue';
import certificate from '@/pages/api/v1/certificate/[code]/index';
import myTickets from '@/pages/api/v1/profile/my/event/ticket/list/[page]';
import addTeacher from '@/pages/api/v1/teacher/add';
import teacherReport from '@/pages/api/v1/teacher/[id]/report/index';
import resolveScan from '@/pages/api/v1/scan/resolve';
import { call, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { atBank, ledgerSum, setWallet, userIdOf, verifyBack, walletOf } from './payment-helpers';

let env: TestEnv;
let admin: string;
let barista: string;
let buyer: string;
let buyerId: string;
let mirdamad: typeof s.providers.$inferSelect;
let iranshahr: typeof s.providers.$inferSelect;
const DAY = 86_400_000;

function eventBody(over: Record<string, unknown> = {}) {
  const start = new Date(clockNow().getTime() + 3 * DAY);
  return {
    providerId: mirdamad.id,
    title: 'کارگاه قهوه دمی',
    description: 'آشنایی با روش‌های دم‌آوری',
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    capacity: 10,
    price: 100_000,
    commissionPercent: 10,
    commissionFixed: 2_000,
    cancelCutoffHours: 24,
    status: 'published',
    ...over,
  };
}

async function newEvent(over: Record<string, unknown> = {}): Promise<string> {
  const r = await call(createEvent, { body: eventBody(over), token: admin });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.event._id;
}

let keyN = 0;
const key = () => `k-${Date.now().toString(36)}-${keyN++}-abcdef`;

beforeAll(async () => {
  env = await setupTestEnv();
  admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  buyer = await login(env, '09121510001');
  buyerId = await userIdOf('09121510001');
  mirdamad = await providerByBranch('mirdamad');
  iranshahr = await providerByBranch('iranshahr');
});
afterAll(async () => env?.close());

describe('events: who may manage them', () => {
  it('lets branch staff with `events` create; refuses a barista, another branch and no session', async () => {
    expect((await call(createEvent, { body: eventBody() })).status).toBe(401);
    const b = await call(createEvent, { body: eventBody(), token: barista });
    expect(b.status).toBe(403);
    expect(b.body.error.eLang.fa).toMatch(/[\u0600-\u06FF]/);
    expect((await call(createEvent, { body: eventBody({ providerId: iranshahr.id }), token: admin })).status).toBe(403);
    const bad = await call(createEvent, {
      body: eventBody({ endAt: new Date(clockNow().getTime()).toISOString() }),
      token: admin,
    });
    expect(bad.status).toBe(400);
    const id = await newEvent();
    expect((await call(changeStatus, { body: { eventId: id, status: 'draft' }, token: barista })).status).toBe(403);
    expect((await call(report, { query: { id }, token: barista })).status).toBe(403);
  });

  it('lists published upcoming events publicly; a draft is hidden and its page a 404', async () => {
    const pub = await newEvent({ title: 'رویداد عمومی' });
    const draft = await newEvent({ title: 'پیش‌نویس', status: 'draft' });
    const list = await call(listEvents, { query: { page: '1-50', providerId: mirdamad.id } });
    expect(list.status).toBe(200);
    const ids = list.body.events.map((e: { _id: string }) => e._id);
    expect(ids).toContain(pub);
    expect(ids).not.toContain(draft);
    expect(list.body.events[0].commission).toBeUndefined();
    expect((await call(getEvent, { query: { id: draft } })).status).toBe(404);
    expect((await call(getEvent, { query: { id: draft }, token: admin })).status).toBe(200);
    const one = await call(getEvent, { query: { id: pub } });
    expect(one.body.event).toMatchObject({ seatsLeft: 10, price: 100_000, providerName: mirdamad.name });
  });
});

describe('buying tickets', () => {
  it('buys two by wallet, answers tickets with codes, and a repeated key buys once', async () => {
    const id = await newEvent();
    await setWallet(buyerId, 500_000);
    const k = key();
    const r = await call(purchase, { body: { eventId: id, count: 2, paymentBy: 'wallet', key: k }, token: buyer });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.tickets).toHaveLength(2);
    expect(r.body.tickets[0].code).toMatch(/^[A-Z0-9]{10}$/);
    expect(r.body.tickets[0].qrText).toBe(`HK-T-${r.body.tickets[0].code}`);
    expect(r.body.tickets[0]).toMatchObject({ status: 'active', pricePaid: 100_000, canCancel: true });
    expect(await walletOf(buyerId)).toBe(300_000);
    const again = await call(purchase, { body: { eventId: id, count: 2, paymentBy: 'wallet', key: k }, token: buyer });
    expect(again.body.purchaseId).toBe(r.body.purchaseId);
    expect(await walletOf(buyerId)).toBe(300_000);
    expect(await ledgerSum(buyerId)).toBe(300_000);
    const mine = await call(myTickets, { query: { page: '1-20' }, token: buyer });
    expect(mine.body.tickets.filter((t: { event: { _id: string } }) => t.event._id === id)).toHaveLength(2);
  });

  it('20 customers racing for the last seat: exactly one wins', async () => {
    const id = await newEvent({ capacity: 1, price: 50_000 });
    const phones = Array.from({ length: 20 }, (_, i) => `0912152${String(i).padStart(4, '0')}`);
    const tokens = await Promise.all(phones.map((p) => login(env, p)));
    for (const p of phones) await setWallet(await userIdOf(p), 100_000);
    const results = await Promise.all(
      tokens.map((token) => call(purchase, { body: { eventId: id, count: 1, paymentBy: 'wallet' }, token })),
    );
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.error.code).toBe('EVENT_SOLD_OUT');
    }
    const tickets = await db().select().from(s.eventTickets).where(eq(s.eventTickets.eventId, id));
    expect(tickets).toHaveLength(1);
    const spent = await Promise.all(phones.map(async (p) => walletOf(await userIdOf(p))));
    expect(spent.filter((w) => w === 50_000)).toHaveLength(1);
    expect(spent.filter((w) => w === 100_000)).toHaveLength(19);
  }, 180_000);

  it('pays by bank: the answer has a link, the seat is held, and the bank settles it (purpose event)', async () => {
    const id = await newEvent({ capacity: 2 });
    const r = await call(purchase, { body: { eventId: id, count: 2, paymentBy: 'bank' }, token: buyer });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.link).toBeTruthy();
    expect((await call(getEvent, { query: { id } })).body.event.seatsLeft).toBe(0);
    const back = await atBank(r.body.link);
    expect(back.path).toBe(`/events/payment/${r.body.paymentId}`);
    expect((await verifyBack(back.paymentId, back.authority)).status).toBe(200);
    const [p] = await db()
      .select()
      .from(s.eventTicketPurchases)
      .where(eq(s.eventTicketPurchases.id, r.body.purchaseId));
    expect(p.status).toBe('paid');
    const mine = await call(myTickets, { query: { page: '1-20' }, token: buyer });
    expect(mine.body.tickets.filter((t: { event: { _id: string } }) => t.event._id === id)).toHaveLength(2);
  });

  it('a bank payment that arrives after its purchase was released goes to the wallet', async () => {
    const id = await newEvent({ capacity: 1 });
    await setWallet(buyerId, 0);
    const r = await call(purchase, { body: { eventId: id, count: 1, paymentBy: 'bank' }, token: buyer });
    const { releasePurchase } = await import('@/server/services/academy/release-purchase');
    expect(await releasePurchase({ purchaseId: r.body.purchaseId, force: true })).toBe(true);
    expect((await call(getEvent, { query: { id } })).body.event.seatsLeft).toBe(1);
    const back = await atBank(r.body.link);
    await verifyBack(back.paymentId, back.authority);
    expect(await walletOf(buyerId)).toBe(100_000);
  });
});

describe('commission and the report', () => {
  it('is integer toman per ticket, round(price × percent / 100) + fixed, and totals are the rows summed', async () => {
    expect(ticketCommission({ pricePaid: 33_333, percent: 12.5, fixed: 1_000 })).toBe(5_167);
    const id = await newEvent({ price: 33_333, commissionPercent: 12.5, commissionFixed: 1_000 });
    await setWallet(buyerId, 1_000_000);
    await call(purchase, { body: { eventId: id, count: 3, paymentBy: 'wallet' }, token: buyer });
    await call(purchase, { body: { eventId: id, count: 1, paymentBy: 'wallet' }, token: buyer });
    const r = await call(report, { query: { id }, token: admin });
    expect(r.status).toBe(200);
    const rows = await db().select().from(s.eventTickets).where(eq(s.eventTickets.eventId, id));
    const commission = rows.reduce(
      (sum, t) => sum + ticketCommission({ pricePaid: t.pricePaid, percent: 12.5, fixed: 1_000 }),
      0,
    );
    const gross = rows.reduce((sum, t) => sum + t.pricePaid, 0);
    expect(r.body).toMatchObject({ ticketsSold: 4, gross, commission, owed: gross - commission });
    expect(Number.isInteger(r.body.commission)).toBe(true);
    expect(r.body.commissionRule).toMatchObject({ percent: 12.5, fixed: 1_000 });
  });

  it('reports per teacher: the sum of their events', async () => {
    const t = await call(addTeacher, { body: { name: 'مریم رضایی', bio: 'باریستای ارشد' }, token: admin });
    expect(t.status).toBe(200);
    const teacherId = t.body.teacher._id;
    const a = await newEvent({ teacherId, price: 40_000 });
    const b = await newEvent({ teacherId, price: 60_000 });
    await setWallet(buyerId, 1_000_000);
    await call(purchase, { body: { eventId: a, count: 2, paymentBy: 'wallet' }, token: buyer });
    await call(purchase, { body: { eventId: b, count: 1, paymentBy: 'wallet' }, token: buyer });
    const r = await call(teacherReport, { query: { id: teacherId }, token: admin });
    expect(r.status).toBe(200);
    const commission = 2 * ticketCommission({ pricePaid: 40_000, percent: 10, fixed: 2_000 }) + 8_000;
    expect(r.body).toMatchObject({ ticketsSold: 3, gross: 140_000, commission, owed: 140_000 - commission });
    expect(r.body.events).toHaveLength(2);
  });
});

describe('at the door', () => {
  it('checks a ticket in once; a second scan is 409 with when and who; a barista may not', async () => {
    const id = await newEvent();
    await setWallet(buyerId, 500_000);
    const r = await call(purchase, { body: { eventId: id, count: 1, paymentBy: 'wallet' }, token: buyer });
    const t = r.body.tickets[0];
    expect((await call(checkin, { body: { code: t.code }, token: barista })).status).toBe(403);
    const scan = await call(resolveScan, { query: { code: t.qrText }, token: admin });
    expect(scan.status, JSON.stringify(scan.body)).toBe(200);
    expect(scan.body).toMatchObject({ kind: 'ticket', canCheckIn: true, ticket: { code: t.code, status: 'active' } });
    const first = await call(checkin, { body: { code: t.qrText }, token: admin });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.ticket.status).toBe('checkedIn');
    const second = await call(checkin, { body: { code: t.code }, token: admin });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('EVENT_TICKET_ALREADY_CHECKED_IN');
    expect(second.body.error.details.checkedInAt).toBe(first.body.ticket.checkedInAt);
    expect(second.body.error.details.checkedInBy._id).toBe(await userIdOf(DEMO_PHONES.mirdamadAdmin));
    const list = await call(attendees, { query: { id, page: '1-50' }, token: admin });
    expect(list.body.attendees[0].checkedInAt).toBeTruthy();
  });
});

describe('cancelations', () => {
  it('refunds a ticket canceled before the cut-off once; refuses after it', async () => {
    const id = await newEvent({ cancelCutoffHours: 24 });
    await setWallet(buyerId, 200_000);
    const r = await call(purchase, { body: { eventId: id, count: 2, paymentBy: 'wallet' }, token: buyer });
    const [a, b] = r.body.tickets;
    const c = await call(cancelTicket, { body: { ticketId: a._id }, token: buyer });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(c.body.ticket).toMatchObject({ status: 'canceled', refunded: true });
    expect(await walletOf(buyerId)).toBe(100_000);
    expect((await call(cancelTicket, { body: { ticketId: a._id }, token: buyer })).status).toBe(409);
    expect(await walletOf(buyerId)).toBe(100_000);
    const real = clockNow();
    setClock(new Date(real.getTime() + 2.5 * DAY));
    try {
      const late = await call(cancelTicket, { body: { ticketId: b._id }, token: buyer });
      expect(late.status).toBe(409);
      expect(late.body.error.code).toBe('EVENT_CANCEL_CUTOFF');
    } finally {
      setClock(real);
    }
  });

  it('a canceled event refunds every paid ticket once, even when canceled twice at once; buyers are texted', async () => {
    const id = await newEvent();
    const other = await login(env, '09121530001');
    const otherId = await userIdOf('09121530001');
    await setWallet(buyerId, 300_000);
    await setWallet(otherId, 100_000);
    await call(purchase, { body: { eventId: id, count: 3, paymentBy: 'wallet' }, token: buyer });
    await call(purchase, { body: { eventId: id, count: 1, paymentBy: 'wallet' }, token: other });
    expect(await walletOf(buyerId)).toBe(0);
    const both = await Promise.all([
      call(changeStatus, { body: { eventId: id, status: 'canceled' }, token: admin }),
      call(changeStatus, { body: { eventId: id, status: 'canceled' }, token: admin }),
    ]);
    expect(both.map((x) => x.status)).toEqual([200, 200]);
    expect(both[0].body.refunded + both[1].body.refunded).toBe(4);
    expect(await walletOf(buyerId)).toBe(300_000);
    expect(await walletOf(otherId)).toBe(100_000);
    expect(await ledgerSum(buyerId)).toBe(300_000);
    const { readFileSync } = await import('node:fs');
    const texts = readFileSync(env.outbox, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { to: string; text: string });
    expect(texts.filter((m) => m.to === '+989121510001' && m.text.includes('لغو شد'))).toHaveLength(1);
  });
});

describe('certificates', () => {
  it('are issued only to checked-in tickets, once; the page verifies a code and 404s an unknown one', async () => {
    const id = await newEvent();
    await setWallet(buyerId, 200_000);
    const r = await call(purchase, { body: { eventId: id, count: 2, paymentBy: 'wallet' }, token: buyer });
    await call(checkin, { body: { code: r.body.tickets[0].code }, token: admin });
    expect((await call(issue, { query: { id }, body: {}, token: barista })).status).toBe(403);
    const first = await call(issue, { query: { id }, body: {}, token: admin });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ issued: 1, total: 1 });
    expect((await call(issue, { query: { id }, body: {}, token: admin })).body).toMatchObject({ issued: 0, total: 1 });
    const mine = await call(myTickets, { query: { page: '1-50' }, token: buyer });
    const withCert = mine.body.tickets.filter((t: { event: { _id: string }; certificate?: { code: string } }) =>
      Boolean(t.event._id === id && t.certificate),
    );
    expect(withCert).toHaveLength(1);
    const code = withCert[0].certificate.code;
    const page = await call(certificate, { query: { code } });
    expect(page.status).toBe(200);
    expect(page.body.certificate).toMatchObject({ code, event: { _id: id } });
    const unknown = await call(certificate, { query: { code: 'ZZZZZZZZZZ' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.certificate).toBeUndefined();
  });
});
