import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { db, rawDb } from '@/server/db/client';
import * as s from '@/server/db/schema';
import submit from '@/pages/api/v1/order/submit';
import getInvoiceRoute from '@/pages/api/v1/invoice/[id]';
import listRoute from '@/pages/api/v1/invoice/list/[providerId]/[paging]';
import verifyRoute from '@/pages/api/v1/invoice/verify/[providerId]';
import exportRoute from '@/pages/api/v1/invoice/export/[providerId]/[from]/[to]';
import buyerRoute from '@/pages/api/v1/invoice/buyer';
import pdfRoute from '@/pages/api/v1/invoice/[id]/pdf';
import orderRoute from '@/pages/api/v1/order/[id]';
import { setTaxDriver, type TaxDriver, type TaxInvoice } from '@/server/integrations/tax';
import { call, itemsOf, login, providerByBranch, setupTestEnv, suiteDay, DEMO_PHONES, type TestEnv } from './harness';
import { moveOrder, payAtBank, setWallet, userIdOf } from './payment-helpers';

/**
 * Invoices (issue 29): every sold order gets a gapless number of its branch's Jalali year in the transaction
 * that sells it, a canceled sold order a credit note, and the chain of hashes names the first edited invoice.
 */
let env: TestEnv;
let customer: string;
let customerId: string;
let other: string;
let admin: string;
let barista: string;
let mirdamad: typeof s.providers.$inferSelect;
let latteId: string;
const backend = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, '09121350001');
  customerId = await userIdOf('09121350001');
  other = await login(env, '09121350002');
  admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  mirdamad = await providerByBranch('mirdamad');
  latteId = (await itemsOf(mirdamad.id)).find((i) => i.title === 'لاته')!.id;
});
afterAll(async () => {
  setTaxDriver(undefined);
  await env?.close();
});

async function order(paymentBy: 'wallet' | 'pos' | 'bank', token = customer) {
  const r = await call(submit, {
    body: { providerId: mirdamad.id, items: [{ _id: latteId, count: 1 }], paymentBy },
    token,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { orderId: string; link?: string };
}

async function invoicesOf(orderId: string) {
  return db().select().from(s.invoices).where(eq(s.invoices.orderId, orderId)).orderBy(s.invoices.chainSeq);
}

async function methodId(): Promise<string> {
  const [m] = await db().select().from(s.paymentMethods).where(eq(s.paymentMethods.providerId, mirdamad.id));
  return m.id;
}

describe(`invoices (${backend})`, () => {
  it('a wallet order is invoiced when placed; a pay-on-site order only when staff record its payment', async () => {
    await setWallet(customerId, 1_000_000);
    const paid = await order('wallet');
    const [inv] = await invoicesOf(paid.orderId);
    expect(inv).toMatchObject({ kind: 'invoice', number: 1, total: 98_000, vat: 8_909 });
    const seen = await call(orderRoute, { query: { id: paid.orderId }, token: customer });
    expect(seen.body.order).toMatchObject({ invoiceId: inv.id, vat: 8_909, vatPercent: 10 });

    const onSite = await order('pos');
    await moveOrder(barista, onSite.orderId, 'preparing');
    expect(await invoicesOf(onSite.orderId)).toHaveLength(0);
    await moveOrder(barista, onSite.orderId, 'ready');
    await moveOrder(barista, onSite.orderId, 'delivered', await methodId());
    expect((await invoicesOf(onSite.orderId)).map((i) => i.number)).toEqual([2]);
  });

  it('a bank order is invoiced when the bank confirms it, not before', async () => {
    const placed = await order('bank');
    expect(await invoicesOf(placed.orderId)).toHaveLength(0);
    await payAtBank(placed.link!);
    expect((await invoicesOf(placed.orderId)).map((i) => i.number)).toEqual([3]);
  });

  it('GET /v1/invoice/{id}: the buyer and the branch staff see it, anyone else is refused', async () => {
    const placed = await order('wallet');
    const [inv] = await invoicesOf(placed.orderId);
    const mine = await call(getInvoiceRoute, { query: { id: inv.id }, token: customer });
    expect(mine.status).toBe(200);
    expect(mine.body.invoice).toMatchObject({
      _id: inv.id,
      orderId: placed.orderId,
      number: inv.number,
      kind: 'invoice',
      providerName: mirdamad.name,
      total: 98_000,
      vat: 8_909,
      vatPercent: 10,
      lines: [{ title: 'لاته', count: 1, unitPrice: 98_000, lineTotal: 98_000 }],
    });
    expect((await call(getInvoiceRoute, { query: { id: inv.id }, token: admin })).status).toBe(200);
    const stranger = await call(getInvoiceRoute, { query: { id: inv.id }, token: other });
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.eLang.fa).toBe('شما اجازه دسترسی به این بخش را ندارید.');
    expect((await call(getInvoiceRoute, { query: { id: inv.id } })).status).toBe(401);
    expect((await call(getInvoiceRoute, { query: { id: 'nope' }, token: customer })).status).toBe(404);

    // The PDF: A5, for the same people (its text is read back with pdftotext when poppler is installed).
    const pdf = await call(pdfRoute, { query: { id: inv.id }, token: customer });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(
      Buffer.from(pdf.body as Buffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    if (process.env.INVOICE_PDF_OUT) writeFileSync(process.env.INVOICE_PDF_OUT, pdf.body as Buffer);
    expect((await call(pdfRoute, { query: { id: inv.id }, token: other })).status).toBe(403);

    // The buyer adds a national ID for an official invoice, once; it is not part of what was hashed.
    const official = await call(buyerRoute, { body: { invoiceId: inv.id, nationalId: '0012345678' }, token: customer });
    expect(official.status).toBe(200);
    expect(official.body.invoice.buyerNationalId).toBe('0012345678');
    const again = await call(buyerRoute, { body: { invoiceId: inv.id, nationalId: '0099999999' }, token: customer });
    expect(again.status).toBe(409);
    expect((await call(buyerRoute, { body: { invoiceId: inv.id, nationalId: '1' }, token: other })).status).toBe(400);
  });

  it('a canceled sold order gets a credit note referring to its invoice; nothing is deleted', async () => {
    const placed = await order('wallet');
    const [inv] = await invoicesOf(placed.orderId);
    await moveOrder(admin, placed.orderId, 'canceled');
    const both = await invoicesOf(placed.orderId);
    expect(both.map((i) => i.kind)).toEqual(['invoice', 'credit']);
    expect(both[1]).toMatchObject({ refersTo: inv.id, number: inv.number + 1, total: 98_000 });
    const seen = await call(getInvoiceRoute, { query: { id: inv.id }, token: customer });
    expect(seen.body.creditNote).toMatchObject({ kind: 'credit', refersTo: { _id: inv.id, number: inv.number } });
  });

  it(`20 orders sold at once take the numbers after the last one, no gap, no repeat (${backend})`, async () => {
    await setWallet(customerId, 10_000_000);
    const [{ last }] = await db()
      .select({ last: sql<number>`max(${s.invoices.number})` })
      .from(s.invoices)
      .where(eq(s.invoices.providerId, mirdamad.id));
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(submit, {
          body: { providerId: mirdamad.id, items: [{ _id: latteId, count: 1 }], paymentBy: 'wallet' },
          token: customer,
        }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const numbers = (
      await db()
        .select({ n: s.invoices.number })
        .from(s.invoices)
        .where(and(eq(s.invoices.providerId, mirdamad.id), sql`${s.invoices.number} > ${last}`))
    )
      .map((r) => r.n)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => Number(last) + i + 1));
    const verified = await call(verifyRoute, { query: { providerId: mirdamad.id }, token: admin });
    expect(verified.body).toMatchObject({ ok: true });
  });

  it('a failed sale returns its number: the next sale takes it', async () => {
    const [{ last }] = await db()
      .select({ last: sql<number>`max(${s.invoices.number})` })
      .from(s.invoices)
      .where(eq(s.invoices.providerId, mirdamad.id));
    await setWallet(customerId, 1_000);
    const refused = await call(submit, {
      body: { providerId: mirdamad.id, items: [{ _id: latteId, count: 1 }], paymentBy: 'wallet' },
      token: customer,
    });
    expect(refused.status).toBe(409);
    await setWallet(customerId, 1_000_000);
    const placed = await order('wallet');
    expect((await invoicesOf(placed.orderId))[0].number).toBe(Number(last) + 1);
  });

  it('GET /v1/invoice/list: the branch’s invoices newest first, for its staff only', async () => {
    const r = await call(listRoute, { query: { providerId: mirdamad.id, paging: '1-50' }, token: admin });
    expect(r.status).toBe(200);
    const numbers = r.body.invoices.map((i: { number: number }) => i.number);
    expect(numbers).toEqual([...numbers].sort((a: number, b: number) => b - a));
    expect(r.body.total).toBeGreaterThan(20);
    expect(
      (await call(listRoute, { query: { providerId: mirdamad.id, paging: '1-50' }, token: customer })).status,
    ).toBe(403);
  });

  it('export: the period’s invoices in the tax system’s shape through the tax driver', async () => {
    const seen: TaxInvoice[][] = [];
    const stub: TaxDriver = {
      name: 'stub',
      async exportInvoices(invoices) {
        seen.push(invoices);
        return { invoices };
      },
      async send(invoices) {
        return { accepted: invoices.length, reference: 'stub-1' };
      },
    };
    setTaxDriver(stub);
    const r = await call(exportRoute, {
      query: { providerId: mirdamad.id, from: suiteDay(-1), to: suiteDay(1) },
      token: admin,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.driver).toBe('stub');
    expect(seen).toHaveLength(1);
    const first = r.body.invoices[0] as TaxInvoice;
    expect(first.header).toMatchObject({ inno: expect.stringMatching(/^\d{4}0{5}1$/), inp: 1, ins: 1, inty: 2 });
    expect(first.body[0]).toMatchObject({ sstt: 'لاته', am: 1, vra: 10, vam: 89_090, tsstam: 980_000 });
    expect(first.header.tbill).toBe(980_000);
    expect(first.payments[0]).toMatchObject({ pv: 980_000 });
    const credit = (r.body.invoices as TaxInvoice[]).find((i) => i.header.ins === 4);
    expect(credit?.header.irtaxid).toMatch(/^\d{10}$/);
    expect(
      (
        await call(exportRoute, {
          query: { providerId: mirdamad.id, from: suiteDay(), to: suiteDay() },
          token: barista,
        })
      ).status,
    ).toBe(403);
  });

  it('the chain verifies, and an invoice edited in SQL is named by the verifier', async () => {
    const ok = await call(verifyRoute, { query: { providerId: mirdamad.id }, token: admin });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ ok: true });
    const [target] = await db()
      .select()
      .from(s.invoices)
      .where(and(eq(s.invoices.providerId, mirdamad.id), eq(s.invoices.number, 5)));
    // Someone lowers a sale's total in the stored content.
    await rawDb().query(
      `UPDATE invoices SET content = replace(content, '"total": 98000', '"total": 9800') WHERE id = $1`,
      [target.id],
    );
    const broken = await call(verifyRoute, { query: { providerId: mirdamad.id }, token: admin });
    expect(broken.body).toMatchObject({ ok: false, brokenAt: { _id: target.id, number: 5, reason: 'hash' } });
    // Recomputing its hash (and its total column) does not hide it: the next invoice's link no longer matches.
    await rawDb().query(
      `UPDATE invoices SET total = 9800, content_hash = encode(sha256(convert_to(content, 'UTF8')), 'hex') WHERE id = $1`,
      [target.id],
    );
    const relinked = await call(verifyRoute, { query: { providerId: mirdamad.id }, token: admin });
    expect(relinked.body).toMatchObject({ ok: false, brokenAt: { number: 6, reason: 'link' } });
    expect((await call(verifyRoute, { query: { providerId: mirdamad.id }, token: customer })).status).toBe(403);
  });

  it("a member's invoice: the lines add up to the items total, and items − discount = total", async () => {
    // The demo customer is a member: the lines carry the member's price, the order's itemsPrice is before it.
    const member = await login(env, DEMO_PHONES.customer);
    await setWallet(await userIdOf(DEMO_PHONES.customer), 1_000_000);
    const placed = await order('wallet', member);
    const [o] = await db().select().from(s.orders).where(eq(s.orders.id, placed.orderId));
    expect(o.discount).toBeGreaterThan(0);
    const [row] = await invoicesOf(placed.orderId);
    const r = await call(getInvoiceRoute, { query: { id: row.id }, token: member });
    expect(r.status).toBe(200);
    const inv = r.body.invoice as {
      lines: { lineTotal: number }[];
      itemsPrice: number;
      discount: number;
      total: number;
    };
    expect(inv.itemsPrice).toBe(inv.lines.reduce((n, l) => n + l.lineTotal, 0));
    expect(inv.itemsPrice - inv.discount).toBe(inv.total);
    expect(inv.total).toBe(o.totalPrice);
  });
});
