import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, login, providerByBranch, setupTestEnv, DEMO_PHONES, type CallResult, type TestEnv } from './harness';
import { tinyPdf, tinyPng } from './fixtures';
import { openTicket, smsTo, upload } from './ticket-helpers';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { DEMO_SUPPORT_PHONE } from '@/server/db/seed-tickets';
import list from '@/pages/api/v1/ticket/list/[paging]';
import plainAdd from '@/pages/api/v1/ticket/add';
import internalAdd from '@/pages/api/v1/ticket/internal/add';
import externalAdd from '@/pages/api/v1/ticket/external/add';
import changeState from '@/pages/api/v1/ticket/change/state';
import deskTicket from '@/pages/api/v1/ticket/[id]';
import ownTicket from '@/pages/api/v1/ticket/external/[id]';
import responders from '@/pages/api/v1/ticket/responders/list';
import refer from '@/pages/api/v1/ticket/refer';
import deskDelete from '@/pages/api/v1/ticket/delete';
import ownDelete from '@/pages/api/v1/ticket/external/delete';
import deskComments from '@/pages/api/v1/ticket/comment/list/[paging]';
import deskComment from '@/pages/api/v1/ticket/comment/add';
import ownComment from '@/pages/api/v1/ticket/external/comment/add';
import ownComments from '@/pages/api/v1/ticket/external/comment/list/[paging]';
import userCommentAdd from '@/pages/api/v1/user/comment/add';
import userCommentList from '@/pages/api/v1/user/comment/list/[userId]/[paging]';
import rate from '@/pages/api/v1/ticket/external/rate';
import deskReport from '@/pages/api/v1/ticket/report';
import ownReport from '@/pages/api/v1/ticket/external/report';
import onCall from '@/pages/api/v1/ticket/oncall/[providerId]';
import onCallAdd from '@/pages/api/v1/ticket/oncall/time/add';
import onCallRemove from '@/pages/api/v1/ticket/oncall/time/remove';
import attachment from '@/pages/api/v1/ticket/attachment/[fileName]';
import removeTicketAttachment from '@/pages/api/v1/ticket/remove/attachment';
import removeCommentAttachment from '@/pages/api/v1/comment/remove/attachment';

let env: TestEnv;
let agent: string;
let owner: string;
let other: string;
let admin: string;
let ownerId: string;
let agentId: string;
let mirdamadId: string;
let iranshahrId: string;

type Actor = 'agent' | 'owner' | 'other' | 'anonymous';
const ACTORS: Actor[] = ['agent', 'owner', 'other', 'anonymous'];
const tokenOf = (a: Actor) => ({ agent, owner, other, anonymous: undefined })[a];

beforeAll(async () => {
  env = await setupTestEnv();
  // Everyone logs in first: answer SMSs to the same phones come later.
  agent = await login(env, DEMO_SUPPORT_PHONE);
  owner = await login(env, DEMO_PHONES.customer);
  other = await login(env, '09121234567');
  admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  const [o] = await db().select().from(s.users).where(eq(s.users.phone, DEMO_PHONES.customer));
  const [a] = await db().select().from(s.users).where(eq(s.users.phone, DEMO_SUPPORT_PHONE));
  ownerId = o.id;
  agentId = a.id;
  mirdamadId = (await providerByBranch('mirdamad')).id;
  iranshahrId = (await providerByBranch('iranshahr')).id;
});
afterAll(async () => env?.close());
// Tests open far more tickets than a customer may in an hour; the limit itself is tested on its own.
beforeEach(async () => {
  await db().delete(s.rateLimits);
});

async function newTicket(extra: Record<string, unknown> = {}): Promise<string> {
  const r = await openTicket(owner, extra);
  expect(r.status).toBe(200);
  return r.body.ticket._id as string;
}

describe('who may do what', () => {
  type Case = { name: string; expect: Record<Actor, number>; run: (token: string | undefined) => Promise<CallResult> };
  const cases: Case[] = [
    {
      name: 'desk list',
      expect: { agent: 200, owner: 403, other: 403, anonymous: 401 },
      run: (token) => call(list, { query: { paging: '1-30' }, token }),
    },
    {
      name: 'own list',
      expect: { agent: 200, owner: 200, other: 200, anonymous: 401 },
      run: (token) => call(list, { query: { paging: '1-5', external: 'true' }, token }),
    },
    {
      name: 'internal add',
      expect: { agent: 200, owner: 403, other: 403, anonymous: 401 },
      run: (token) =>
        call(internalAdd, { body: { subject: 'یخچال بار خراب است', description: 'دمای یخچال بالا رفته است.' }, token }),
    },
    {
      name: 'external add',
      expect: { agent: 200, owner: 200, other: 200, anonymous: 401 },
      run: (token) => openTicket(token as string),
    },
    {
      name: 'plain add, internal',
      expect: { agent: 200, owner: 403, other: 403, anonymous: 401 },
      run: (token) => call(plainAdd, { body: { subject: 'موضوع داخلی', description: 'شرح', external: false }, token }),
    },
    {
      name: 'desk read',
      expect: { agent: 200, owner: 403, other: 403, anonymous: 401 },
      run: async (token) => call(deskTicket, { query: { id: await newTicket() }, token }),
    },
    {
      name: 'own read',
      expect: { agent: 404, owner: 200, other: 404, anonymous: 401 },
      run: async (token) => call(ownTicket, { query: { id: await newTicket() }, token }),
    },
    {
      name: 'change state to reviewed',
      expect: { agent: 200, owner: 403, other: 404, anonymous: 401 },
      run: async (token) => call(changeState, { body: { ticketId: await newTicket(), state: 'reviewed' }, token }),
    },
    {
      name: 'close',
      expect: { agent: 200, owner: 200, other: 404, anonymous: 401 },
      run: async (token) => call(changeState, { body: { ticketId: await newTicket(), state: 'closed' }, token }),
    },
    {
      name: 'responders',
      expect: { agent: 200, owner: 403, other: 403, anonymous: 401 },
      run: (token) => call(responders, { token }),
    },
    {
      name: 'refer',
      expect: { agent: 200, owner: 403, other: 403, anonymous: 401 },
      run: async (token) =>
        call(refer, { body: { ticketId: await newTicket(), responderId: agentId, note: 'پیگیری با شما' }, token }),
    },
    {
      name: 'desk delete',
      expect: { agent: 200, owner: 403, other: 403, anonymous: 401 },
      run: async (token) => call(deskDelete, { body: { ticketId: await newTicket() }, token }),
    },
    {
      name: 'own delete',
      expect: { agent: 404, owner: 200, other: 404, anonymous: 401 },
      run: async (token) => call(ownDelete, { method: 'DELETE', body: { ticketId: await newTicket() }, token }),
    },
    {
      name: 'desk comments',
      expect: { agent: 200, owner: 403, other: 403, anonymous: 401 },
      run: async (token) => call(deskComments, { query: { paging: '1-100', ticketId: await newTicket() }, token }),
    },
    {
      name: 'desk comment add',
      expect: { agent: 200, owner: 403, other: 403, anonymous: 401 },
      run: async (token) => call(deskComment, { body: { ticketId: await newTicket(), text: 'در حال بررسی' }, token }),
    },
    {
      name: 'own comments',
      expect: { agent: 404, owner: 200, other: 404, anonymous: 401 },
      run: async (token) =>
        call(ownComments, { query: { paging: '1-50', ticketId: await newTicket(), external: 'true' }, token }),
    },
    {
      name: 'own comment add',
      expect: { agent: 404, owner: 200, other: 404, anonymous: 401 },
      run: async (token) =>
        call(ownComment, { body: { ticketId: await newTicket(), text: 'هنوز خبری نشد؟', external: true }, token }),
    },
    {
      name: 'user comment add',
      expect: { agent: 200, owner: 403, other: 403, anonymous: 401 },
      run: (token) => call(userCommentAdd, { body: { userId: ownerId, text: 'مشتری ثابت شعبه' }, token }),
    },
    {
      name: 'user comment list',
      expect: { agent: 200, owner: 403, other: 403, anonymous: 401 },
      run: (token) => call(userCommentList, { query: { userId: ownerId, paging: '1-100' }, token }),
    },
    {
      name: 'desk report',
      expect: { agent: 200, owner: 403, other: 403, anonymous: 401 },
      run: (token) => call(deskReport, { token }),
    },
    {
      name: 'own report',
      expect: { agent: 200, owner: 200, other: 200, anonymous: 401 },
      run: (token) => call(ownReport, { token }),
    },
    {
      name: 'desk upload',
      expect: { agent: 200, owner: 403, other: 403, anonymous: 401 },
      run: (token) => upload(token, tinyPng(), 'a.png', 'internal'),
    },
    {
      name: 'customer upload',
      expect: { agent: 200, owner: 200, other: 200, anonymous: 401 },
      run: (token) => upload(token, tinyPng(), 'a.png', 'external'),
    },
    {
      name: 'on-call list',
      expect: { agent: 200, owner: 403, other: 403, anonymous: 401 },
      run: (token) => call(onCall, { query: { providerId: mirdamadId }, token }),
    },
    {
      name: 'on-call add',
      expect: { agent: 200, owner: 403, other: 403, anonymous: 401 },
      run: (token) =>
        call(onCallAdd, { body: { day: 5, shift: 'night', userId: agentId, providerId: iranshahrId }, token }),
    },
    {
      name: 'rate',
      expect: { agent: 404, owner: 200, other: 404, anonymous: 401 },
      run: async (token) => {
        const id = await newTicket();
        await call(changeState, { body: { ticketId: id, state: 'closed' }, token: owner });
        return call(rate, { body: { ticketId: id, rating: 4 }, token });
      },
    },
  ];

  for (const c of cases) {
    it(`${c.name}: agent ${c.expect.agent}, owner ${c.expect.owner}, other customer ${c.expect.other}, anonymous ${c.expect.anonymous}`, async () => {
      for (const actor of ACTORS) {
        const r = await c.run(tokenOf(actor));
        expect({ actor, status: r.status }).toEqual({ actor, status: c.expect[actor] });
        if (r.status >= 400) expect(r.body.error.eLang.fa).toMatch(/[\u0600-\u06FF]/);
      }
      // A successful on-call add is not repeatable: clean it for the next run.
      if (c.name === 'on-call add') await db().delete(s.ticketOnCall).where(eq(s.ticketOnCall.providerId, iranshahrId));
    });
  }

  it('answers 405 with Allow for a wrong method', async () => {
    const r = await call(ownDelete, { method: 'POST', body: { ticketId: 'x' }, token: owner });
    expect(r.status).toBe(405);
    expect(r.headers.allow).toBe('DELETE');
  });
});

describe('a customer opens a ticket and an agent answers it', () => {
  it('files with a screenshot, shows on the desk by default, is answered with a PDF, texts the customer, and reads back', async () => {
    const shot = await upload(owner, tinyPng(), 'اسکرین‌شات پرداخت.png');
    expect(shot.status).toBe(200);
    expect(shot.body.attachment.fileName).toMatch(/^[a-f0-9]{22}01\.webp$/);
    expect(shot.body.attachment.originalName).toBe('اسکرین‌شات پرداخت.webp');

    const created = await call(externalAdd, {
      body: {
        subject: 'پرداخت ناموفق ولی مبلغ کسر شد',
        description: 'هنگام پرداخت سفارش، مبلغ ۱۸۵٬۰۰۰ تومان از کارتم کم شد ولی سفارش ثبت نشد.',
        supportType: 'payment',
        type: 'complaint',
        priority: 'high',
        providerId: mirdamadId,
        attachments: [shot.body.attachment],
        external: true,
      },
      token: owner,
    });
    expect(created.status).toBe(200);
    const ticket = created.body.ticket;
    expect(ticket).toMatchObject({
      state: 'initial',
      priority: 'high',
      external: true,
      provider: 'کافه همکار میرداماد',
      userName: 'مریم احمدی',
      dueAt: null,
      userPhone: null,
    });
    expect(ticket.attachments.map((a: { originalName: string }) => a.originalName)).toEqual(['اسکرین‌شات پرداخت.webp']);
    expect(ticket.number).toBeGreaterThan(0);

    // The desk's default filter (initial + reviewed, repeated `states`) shows it; the search folds Arabic letters and digits.
    const desk = await call(list, {
      query: { paging: '1-30', states: ['initial', 'reviewed'], text: 'مبلغ ١٨٥' },
      token: agent,
    });
    expect(desk.status).toBe(200);
    expect(desk.body.tickets.map((t: { _id: string }) => t._id)).toEqual([ticket._id]);
    expect(desk.body.tickets[0].userPhone).toBe(DEMO_PHONES.customer);
    expect(new Date(desk.body.tickets[0].dueAt).getTime() - new Date(ticket.createdAt).getTime()).toBe(8 * 3_600_000);
    const arabic = await call(list, { query: { paging: '1-30', text: 'پرداخت ناموفق ولي مبلغ كسر' }, token: agent });
    expect(arabic.body.tickets.map((t: { _id: string }) => t._id)).toContain(ticket._id);
    const byNumber = await call(list, {
      query: { paging: '1-30', text: `#${String(ticket.number).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])}` },
      token: agent,
    });
    expect(byNumber.body.tickets.map((t: { _id: string }) => t._id)).toEqual([ticket._id]);
    const byName = await call(list, {
      query: { paging: '1-30', text: 'مريم احمدي', providerId: mirdamadId },
      token: agent,
    });
    expect(byName.body.tickets.map((t: { _id: string }) => t._id)).toContain(ticket._id);

    // The agent reads it (an array, first item used) with its history.
    const read = await call(deskTicket, { query: { id: ticket._id }, token: agent });
    expect(Array.isArray(read.body.ticket)).toBe(true);
    expect(read.body.ticket[0].events.map((e: { kind: string }) => e.kind)).toEqual(['created']);

    const missingAnswer = await call(changeState, { body: { ticketId: ticket._id, state: 'answered' }, token: agent });
    expect(missingAnswer.status).toBe(400);
    expect(missingAnswer.body.error.eLang.fa).toBe('برای «پاسخ داده شده» ابتدا متن پاسخ را بنویسید.');

    const receipt = await upload(agent, tinyPdf(), 'رسید برگشت وجه.pdf', 'internal');
    expect(receipt.status).toBe(200);
    const before = smsTo(env.outbox, DEMO_PHONES.customer).length;
    const answered = await call(changeState, {
      body: {
        ticketId: ticket._id,
        state: 'answered',
        answer: 'مبلغ تا ۷۲ ساعت به کارت شما برمی‌گردد. رسید برگشت وجه پیوست شده است.',
        answerAttachments: [receipt.body.attachment],
      },
      token: agent,
    });
    expect(answered.status).toBe(200);
    expect(answered.body.ticket.state).toBe('answered');
    expect(answered.body.ticket.firstAnsweredAt).toBeTruthy();
    const texts = smsTo(env.outbox, DEMO_PHONES.customer).slice(before);
    expect(texts).toHaveLength(1);
    expect(texts[0].text).toContain('پاسخ داده شد');
    expect(texts[0].text).toContain(`/userTicket/${ticket._id}`);

    // The customer reads the answer and downloads its PDF; nobody else can.
    const mine = await call(ownTicket, { query: { id: ticket._id, external: 'true' }, token: owner });
    expect(mine.body.ticket.answer).toContain('۷۲ ساعت');
    expect(mine.body.ticket.answerAttachments[0].originalName).toBe('رسید برگشت وجه.pdf');
    const pdf = await call(attachment, { query: { fileName: receipt.body.attachment.fileName }, token: owner });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toMatch(/^attachment; filename=".*"; filename\*=UTF-8''/);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    const png = await call(attachment, { query: { fileName: shot.body.attachment.fileName }, token: agent });
    expect(png.headers['content-type']).toBe('image/webp');
    expect(String(png.headers['content-disposition'])).toContain(`inline; filename="`);
    expect(String(png.headers['content-disposition'])).toContain(encodeURIComponent('اسکرین‌شات پرداخت.webp'));
    expect(
      (await call(attachment, { query: { fileName: receipt.body.attachment.fileName }, token: other })).status,
    ).toBe(404);
    expect((await call(attachment, { query: { fileName: receipt.body.attachment.fileName } })).status).toBe(401);
    expect((await call(attachment, { query: { fileName: '../../etc/passwd' }, token: agent })).status).toBe(400);

    // A reply from the customer puts the answered ticket back in the desk's queue.
    const reply = await call(ownComment, {
      body: { ticketId: ticket._id, text: 'ممنون، منتظر می‌مانم.', attachments: [], external: true },
      token: owner,
    });
    expect(reply.body.success).toBe(true);
    expect((await call(ownTicket, { query: { id: ticket._id }, token: owner })).body.ticket.state).toBe('reviewed');
  });

  it('an internal note never reaches the customer, nor does its file', async () => {
    const id = await newTicket();
    const file = await upload(agent, tinyPng(), 'note.png', 'internal');
    const note = await call(deskComment, {
      body: {
        ticketId: id,
        text: 'مشتری قبلا هم همین مشکل را داشته است.',
        internal: true,
        attachments: [file.body.attachment],
      },
      token: agent,
    });
    expect(note.status).toBe(200);
    expect(note.body.comment.internal).toBe(true);
    const pub = await call(deskComment, { body: { ticketId: id, text: 'سلام، در حال بررسی هستیم.' }, token: agent });
    expect(pub.body.comment.author).toMatchObject({ name: 'نگار کاظمی', role: 'support' });

    const deskView = await call(deskComments, { query: { paging: '1-100', ticketId: id }, token: agent });
    expect(deskView.body.comments.map((c: { text: string }) => c.text)).toEqual([
      'سلام، در حال بررسی هستیم.',
      'مشتری قبلا هم همین مشکل را داشته است.',
    ]);
    const customerView = await call(ownComments, { query: { paging: '1-50', ticketId: id }, token: owner });
    expect(customerView.body.comments.map((c: { text: string }) => c.text)).toEqual(['سلام، در حال بررسی هستیم.']);
    expect(customerView.body.total).toBe(1);
    expect((await call(ownTicket, { query: { id }, token: owner })).body.ticket.commentCount).toBe(1);
    expect((await call(attachment, { query: { fileName: file.body.attachment.fileName }, token: owner })).status).toBe(
      404,
    );
    // A public comment from support counts as the first answer.
    expect((await call(deskTicket, { query: { id }, token: agent })).body.ticket[0].firstAnsweredAt).toBeTruthy();
  });

  it('pages comments newest first: external 50 then 10, the desk up to 100, and a ticket id is required', async () => {
    const id = await newTicket();
    for (let i = 1; i <= 12; i++) {
      const r = await call(ownComment, { body: { ticketId: id, text: `پیام ${i}` }, token: owner });
      expect(r.status).toBe(200);
    }
    const first = await call(ownComments, {
      query: { paging: '1-10', ticketId: id, page: '1', number: '10', external: 'true' },
      token: owner,
    });
    expect(first.body.comments).toHaveLength(10);
    expect(first.body.comments[0].text).toBe('پیام 12');
    expect(first.body.comments[0].mine).toBe(true);
    expect(first.body.total).toBe(12);
    const second = await call(ownComments, { query: { paging: '2-10', ticketId: id }, token: owner });
    expect(second.body.comments.map((c: { text: string }) => c.text)).toEqual(['پیام 2', 'پیام 1']);
    expect(
      (await call(ownComments, { query: { paging: '1-500', ticketId: id }, token: owner })).body.comments,
    ).toHaveLength(12);

    const missing = await call(ownComments, { query: { paging: '1-50' }, token: owner });
    expect(missing.status).toBe(400);
    expect(missing.body.error.eLang.fa).toBe('شناسه درخواست پشتیبانی مورد نیاز است.');
    const missingDesk = await call(deskComments, { query: { paging: '1-100', ticketId: '' }, token: agent });
    expect(missingDesk.body.error.eLang.fa).toBe('شناسه درخواست پشتیبانی مورد نیاز است.');
    const missingState = await call(changeState, { body: { state: 'closed' }, token: agent });
    expect(missingState.body.error.eLang.fa).toBe('شناسه درخواست پشتیبانی مورد نیاز است.');
  });
});

describe('states, rating and the report box', () => {
  it('the owner closes, rates once, and the rating shows on the ticket and in the report', async () => {
    const id = await newTicket({ subject: 'نظر درباره پاسخ' });
    const early = await call(rate, { body: { ticketId: id, rating: 5 }, token: owner });
    expect(early.status).toBe(409);
    expect(early.body.error.eLang.fa).toBe('امتیاز پس از بسته شدن درخواست ثبت می‌شود.');
    const notClosing = await call(changeState, {
      body: { ticketId: id, state: 'answered', answer: 'خودم جواب دادم' },
      token: owner,
    });
    expect(notClosing.status).toBe(403);
    expect(notClosing.body.error.eLang.fa).toBe('شما فقط می‌توانید درخواست خود را ببندید.');

    await call(changeState, { body: { ticketId: id, state: 'answered', answer: 'پیگیری شد.' }, token: agent });
    const closed = await call(changeState, { body: { ticketId: id, state: 'closed' }, token: owner });
    expect(closed.body.ticket.state).toBe('closed');
    expect(closed.body.ticket.closedAt).toBeTruthy();
    const outOfRange = await call(rate, { body: { ticketId: id, rating: 6 }, token: owner });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.error.eLang.fa).toBe('امتیاز باید بین ۱ تا ۵ باشد.');
    const rated = await call(rate, { body: { ticketId: id, rating: 2, comment: 'پاسخ دیر رسید' }, token: owner });
    expect(rated.status).toBe(200);
    expect(rated.body.ticket).toMatchObject({ rating: 2, ratingComment: 'پاسخ دیر رسید' });
    const again = await call(rate, { body: { ticketId: id, rating: 5 }, token: owner });
    expect(again.body.error.eLang.fa).toBe('امتیاز این درخواست قبلا ثبت شده است.');

    // A closed ticket takes no more comments from the customer.
    const late = await call(ownComment, { body: { ticketId: id, text: 'یک سوال دیگر' }, token: owner });
    expect(late.status).toBe(409);

    const report = await call(deskReport, { query: { days: '30' }, token: agent });
    expect(report.body.report.recentRatings[0]).toMatchObject({ ticketId: id, rating: 2, comment: 'پاسخ دیر رسید' });
    expect(report.body.report.rating.distribution['2']).toBeGreaterThanOrEqual(1);
    expect(report.body.report.dueHours).toEqual({ low: 72, normal: 24, high: 8, urgent: 2 });
    const desk = await call(deskTicket, { query: { id }, token: agent });
    expect(desk.body.ticket[0].rating).toBe(2);
    expect(desk.body.ticket[0].events.map((e: { kind: string }) => e.kind)).toEqual([
      'created',
      'answer',
      'state',
      'state',
      'rating',
    ]);
  });

  it('counts by state, overdue tickets and the median first-answer time', async () => {
    // A fresh urgent ticket from the desk, made two hours and a half old: past its 2-hour target.
    const made = await call(internalAdd, {
      body: {
        subject: 'قطعی اینترنت فضای کار',
        description: 'اینترنت طبقه سوم قطع است.',
        priority: 'urgent',
        supportType: 'technical',
        providerId: mirdamadId,
      },
      token: agent,
    });
    expect(made.status).toBe(200);
    const id = made.body.ticket._id;
    const createdAt = new Date(Date.now() - 150 * 60_000);
    await db()
      .update(s.tickets)
      .set({ createdAt, dueAt: new Date(createdAt.getTime() + 2 * 3_600_000) })
      .where(eq(s.tickets.id, id));

    const overdue = await call(list, { query: { paging: '1-30', overdue: 'true' }, token: agent });
    expect(overdue.body.tickets.map((t: { _id: string }) => t._id)).toContain(id);
    expect(overdue.body.tickets.every((t: { overdue: boolean }) => t.overdue)).toBe(true);
    const before = (await call(deskReport, { token: agent })).body.report;
    expect(before.overdue).toBe(overdue.body.total);
    const all = await call(list, { query: { paging: '1-30' }, token: agent });
    expect(before.total).toBe(all.body.total);
    expect(Object.values(before.byState as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(before.total);

    await call(changeState, {
      body: { ticketId: id, state: 'answered', answer: 'مودم طبقه سوم عوض شد.' },
      token: agent,
    });
    const after = (await call(deskReport, { token: agent })).body.report;
    expect(after.overdue).toBe(before.overdue - 1);
    expect(after.answeredCount).toBe(before.answeredCount + 1);
    expect(after.medianFirstAnswerMinutes).toBeGreaterThan(0);
    expect(
      (await call(list, { query: { paging: '1-30', overdue: 'true' }, token: agent })).body.tickets.map(
        (t: { _id: string }) => t._id,
      ),
    ).not.toContain(id);

    // The customer's own report counts only their tickets.
    const mine = (await call(ownReport, { token: owner })).body.report;
    const ownList = await call(list, { query: { paging: '1-5', external: 'true' }, token: owner });
    expect(mine.total).toBe(ownList.body.total);
    expect(mine.awaitingRating.every((t: { ticketId: string }) => typeof t.ticketId === 'string')).toBe(true);
  });

  it('lists with filters, whitelisted sorts and capped page sizes', async () => {
    const ownPage = await call(list, { query: { paging: '1-5', external: 'true' }, token: owner });
    expect(ownPage.body.tickets.length).toBeLessThanOrEqual(5);
    expect(ownPage.body.tickets.every((t: { userId: string }) => t.userId === ownerId)).toBe(true);
    expect(ownPage.body.tickets.every((t: { dueAt: string | null }) => t.dueAt === null)).toBe(true);
    const otherPage = await call(list, { query: { paging: '1-5', external: 'true' }, token: other });
    expect(otherPage.body.tickets.every((t: { userId: string }) => t.userId !== ownerId)).toBe(true);

    const big = await call(list, { query: { paging: '1-1000' }, token: agent });
    expect(big.body.tickets.length).toBeLessThanOrEqual(30);
    const urgentFirst = await call(list, { query: { paging: '1-30', sort: 'priority' }, token: agent });
    expect(urgentFirst.body.tickets[0].priority).toBe('urgent');
    expect((await call(list, { query: { paging: '1-30', sort: 'random()' }, token: agent })).status).toBe(400);
    expect((await call(list, { query: { paging: '1-30', states: 'initial,hacked' }, token: agent })).status).toBe(400);

    const internalOnly = await call(list, { query: { paging: '1-30', origin: 'internal' }, token: agent });
    expect(internalOnly.body.tickets.length).toBeGreaterThan(0);
    expect(internalOnly.body.tickets.every((t: { external: boolean }) => !t.external)).toBe(true);
    const payments = await call(list, {
      query: { paging: '1-30', supportType: 'payment', type: 'all', priority: 'high' },
      token: agent,
    });
    expect(
      payments.body.tickets.every(
        (t: { supportType: string; priority: string }) => t.supportType === 'payment' && t.priority === 'high',
      ),
    ).toBe(true);
    const closed = await call(list, { query: { paging: '1-30', state: 'closed' }, token: agent });
    expect(closed.body.tickets.every((t: { state: string }) => t.state === 'closed')).toBe(true);
  });
});

describe('creating, referring and deleting', () => {
  it('validates in Persian and keeps customers from marking urgent or naming a responder', async () => {
    const noSubject = await call(externalAdd, { body: { subject: '  ', description: 'شرح' }, token: owner });
    expect(noSubject.status).toBe(400);
    expect(noSubject.body.error.eLang.fa).toBe('لطفا موضوع درخواست را وارد کنید.');
    const urgent = await openTicket(owner, { priority: 'urgent' });
    expect(urgent.status).toBe(400);
    expect(urgent.body.error.eLang.fa).toBe('اولویت «فوری» را تیم پشتیبانی تعیین می‌کند.');
    const withResponder = await openTicket(owner, { responderId: agentId });
    expect(withResponder.body.ticket.responderId).toBeNull();
    expect(
      (await call(deskTicket, { query: { id: withResponder.body.ticket._id }, token: agent })).body.ticket[0]
        .responderId,
    ).toBeNull();
    const badBranch = await openTicket(owner, { providerId: 'nope' });
    expect(badBranch.body.error.eLang.fa).toBe('شعبه انتخاب شده معتبر نیست.');
  });

  it('lets a customer open at most 10 tickets an hour', async () => {
    for (let i = 0; i < 10; i++) expect((await openTicket(other)).status).toBe(200);
    const eleventh = await openTicket(other);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error.eLang.fa).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses files uploaded by someone else or already used', async () => {
    const others = await upload(other, tinyPng(), 'x.png');
    const count = async () => (await db().select({ id: s.tickets.id }).from(s.tickets)).length;
    const before = await count();
    const stolen = await openTicket(owner, { attachments: [others.body.attachment] });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.eLang.fa).toBe('پیوست انتخاب شده معتبر نیست یا قبلا استفاده شده است.');
    const mine = await upload(owner, tinyPng(), 'y.png');
    expect((await openTicket(owner, { attachments: [mine.body.attachment] })).status).toBe(200);
    expect((await openTicket(owner, { attachments: [mine.body.attachment] })).status).toBe(400);
    // Only the good ticket was kept: a refused attachment undoes its whole ticket.
    expect(await count()).toBe(before + 1);
  });

  it('refers to a member of the support team with a note kept in the history', async () => {
    const id = await newTicket();
    const list1 = await call(responders, { token: agent });
    expect(list1.body.responders.map((r: { name: string }) => r.name)).toContain('نگار کاظمی');
    expect(list1.body.responders.map((r: { _id: string }) => r._id)).not.toContain(ownerId);
    const bad = await call(refer, { body: { ticketId: id, responderId: ownerId }, token: agent });
    expect(bad.status).toBe(400);
    expect(bad.body.error.eLang.fa).toBe('کارشناس انتخاب شده عضو تیم پشتیبانی نیست.');
    const ok = await call(refer, {
      body: { ticketId: id, responderId: agentId, note: 'لطفا با واحد مالی هماهنگ کنید' },
      token: agent,
    });
    expect(ok.body.ticket).toMatchObject({ responderId: agentId, responderName: 'نگار کاظمی' });
    const events = (await call(deskTicket, { query: { id }, token: agent })).body.ticket[0].events;
    expect(events.at(-1)).toMatchObject({
      kind: 'refer',
      responderName: 'نگار کاظمی',
      note: 'لطفا با واحد مالی هماهنگ کنید',
      actorName: 'نگار کاظمی',
    });
    expect((await call(refer, { body: { ticketId: 'nope', responderId: agentId }, token: agent })).status).toBe(404);
  });

  it('deleting a ticket removes its comments and files', async () => {
    const file = await upload(owner, tinyPng(), 'z.png');
    const id = (await openTicket(owner, { attachments: [file.body.attachment] })).body.ticket._id;
    const cfile = await upload(owner, tinyPdf(), 'c.pdf');
    await call(ownComment, {
      body: { ticketId: id, text: 'پیوست دوم', attachments: [cfile.body.attachment] },
      token: owner,
    });
    const gone = await call(ownDelete, { method: 'DELETE', body: { ticketId: id }, token: owner });
    expect(gone.body.success).toBe(true);
    expect(await db().select().from(s.files).where(eq(s.files.name, file.body.attachment.fileName))).toHaveLength(0);
    expect(await db().select().from(s.files).where(eq(s.files.name, cfile.body.attachment.fileName))).toHaveLength(0);
    expect(await db().select().from(s.ticketComments).where(eq(s.ticketComments.ticketId, id))).toHaveLength(0);
    const again = await call(ownDelete, { method: 'DELETE', body: { ticketId: id }, token: owner });
    expect(again.status).toBe(404);
    expect(again.body.error.eLang.en).toBe('Ticket not found');
  });

  it('removes an attachment only for its uploader (or support), and not once the ticket is closed', async () => {
    const pending = await upload(owner, tinyPng(), 'p.png');
    const name = pending.body.attachment.fileName;
    expect((await call(removeTicketAttachment, { body: { attachmentFileName: name }, token: other })).status).toBe(404);
    expect((await call(removeTicketAttachment, { body: { attachmentFileName: name }, token: agent })).status).toBe(404);
    expect(
      (await call(removeTicketAttachment, { body: { attachmentFileName: name }, token: owner })).body.success,
    ).toBe(true);
    expect(await db().select().from(s.files).where(eq(s.files.name, name))).toHaveLength(0);

    const kept = await upload(owner, tinyPng(), 'k.png');
    const id = (await openTicket(owner, { attachments: [kept.body.attachment] })).body.ticket._id;
    // The comment call removes comment files only.
    expect(
      (
        await call(removeCommentAttachment, {
          body: { attachmentFileName: kept.body.attachment.fileName },
          token: owner,
        })
      ).status,
    ).toBe(404);
    await call(changeState, { body: { ticketId: id, state: 'closed' }, token: owner });
    const closed = await call(removeTicketAttachment, {
      body: { attachmentFileName: kept.body.attachment.fileName },
      token: owner,
    });
    expect(closed.status).toBe(409);
    expect(
      (
        await call(removeTicketAttachment, {
          body: { attachmentFileName: kept.body.attachment.fileName },
          token: agent,
        })
      ).status,
    ).toBe(200);
  });
});

describe('notes about users', () => {
  it('support writes notes with a file about a customer and lists them newest first', async () => {
    const file = await upload(agent, tinyPdf(), 'فاکتور.pdf', 'internal');
    const a = await call(userCommentAdd, {
      body: { userId: ownerId, text: 'دو بار شارژ ناموفق داشته است.', attachments: [file.body.attachment] },
      token: agent,
    });
    expect(a.body.success).toBe(true);
    await call(userCommentAdd, { body: { userId: ownerId, text: 'مشتری ویژه شعبه میرداماد' }, token: agent });
    const listed = await call(userCommentList, { query: { userId: ownerId, paging: '1-100' }, token: agent });
    expect(listed.body.comments[0].text).toBe('مشتری ویژه شعبه میرداماد');
    const withFile = listed.body.comments.find((c: { text: string }) => c.text === 'دو بار شارژ ناموفق داشته است.');
    expect(withFile.attachments[0].originalName).toBe('فاکتور.pdf');
    expect(withFile.author.name).toBe('نگار کاظمی');
    // The customer cannot read notes about them, nor their files.
    expect((await call(attachment, { query: { fileName: file.body.attachment.fileName }, token: owner })).status).toBe(
      404,
    );
    expect((await call(userCommentAdd, { body: { userId: 'nope', text: 'x' }, token: agent })).status).toBe(404);
  });
});

describe('on-call support times', () => {
  it('adds, lists, refuses duplicates and non-staff, and removes by id or by slot', async () => {
    const seeded = await call(onCall, { query: { providerId: mirdamadId }, token: agent });
    expect(seeded.body.onCall.filter((s: { userId: string }) => s.userId === agentId)).toHaveLength(4);
    expect(seeded.body.candidates.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['نگار کاظمی', 'سارا محمدی']),
    );

    const added = await call(onCallAdd, {
      body: { day: 4, shift: 'evening', userId: agentId, providerId: mirdamadId },
      token: agent,
    });
    expect(added.body.slot).toMatchObject({ day: 4, shift: 'evening', userName: 'نگار کاظمی' });
    const dup = await call(onCallAdd, {
      body: { day: 4, shift: 'evening', userId: agentId, providerId: mirdamadId },
      token: agent,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.eLang.fa).toBe('این پشتیبان قبلا برای همین روز و شیفت ثبت شده است.');
    const customer = await call(onCallAdd, {
      body: { day: 4, shift: 'evening', userId: ownerId, providerId: mirdamadId },
      token: agent,
    });
    expect(customer.status).toBe(400);
    const badDay = await call(onCallAdd, {
      body: { day: 7, shift: 'evening', userId: agentId, providerId: mirdamadId },
      token: agent,
    });
    expect(badDay.body.error.eLang.fa).toBe('روز معتبر نیست.');

    // The branch admin manages their own branch's times, not another's.
    expect((await call(onCall, { query: { providerId: mirdamadId }, token: admin })).status).toBe(200);
    expect((await call(onCall, { query: { providerId: iranshahrId }, token: admin })).status).toBe(403);

    const byId = await call(onCallRemove, {
      body: { onCallId: added.body.slot._id, providerId: mirdamadId },
      token: admin,
    });
    expect(byId.body.success).toBe(true);
    const bySlot = await call(onCallRemove, {
      body: { day: 0, shift: 'morning', userId: agentId, providerId: mirdamadId },
      token: agent,
    });
    expect(bySlot.body.success).toBe(true);
    const missing = await call(onCallRemove, {
      body: { day: 0, shift: 'morning', userId: agentId, providerId: mirdamadId },
      token: agent,
    });
    expect(missing.status).toBe(404);
    // A slot of one branch cannot be removed through another's permission.
    const other = (await call(onCall, { query: { providerId: mirdamadId }, token: agent })).body.onCall[0];
    expect(
      (await call(onCallRemove, { body: { onCallId: other._id, providerId: iranshahrId }, token: agent })).status,
    ).toBe(404);
  });
});
