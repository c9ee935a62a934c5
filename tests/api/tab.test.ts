import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { setClock, clockNow } from '@/server/clock';
import { ERRORS } from '@/lib/messages';
import type { TabView } from '@/lib/contracts/tab';
import type { ShiftReport } from '@/lib/contracts/shift';
import openRoute from '@/pages/api/v1/tab/open';
import joinRoute from '@/pages/api/v1/tab/join';
import tabRoute from '@/pages/api/v1/tab/[tabId]';
import tableRoute from '@/pages/api/v1/tab/table/[tableId]';
import mineRoute from '@/pages/api/v1/tab/mine';
import lineRoute from '@/pages/api/v1/tab/line/index';
import lineRemove from '@/pages/api/v1/tab/line/remove';
import roundRoute from '@/pages/api/v1/tab/round';
import splitRoute from '@/pages/api/v1/tab/split';
import payRoute from '@/pages/api/v1/tab/pay';
import staffPay from '@/pages/api/v1/tab/staff/pay';
import closeRoute from '@/pages/api/v1/tab/close';
import cancelRoute from '@/pages/api/v1/tab/cancel';
import moveRoute from '@/pages/api/v1/tab/move';
import listRoute from '@/pages/api/v1/tab/list/[providerId]';
import eventsRoute from '@/pages/api/v1/tab/events/[tabId]';
import orderList from '@/pages/api/v1/order/list/[providerId]/[paging]';
import changeStatus from '@/pages/api/v1/order/change/status';
import methods from '@/pages/api/v1/order/payment/method/list/[providerId]';
import todayRoute from '@/pages/api/v1/provider/[id]/today';
import { closeIdleTabs } from '@/server/services/tab/list-open-tabs';
import {
  call,
  itemsOf,
  login,
  openStream,
  providerByBranch,
  setupTestEnv,
  tehranNoon,
  DEMO_PHONES,
  type TestEnv,
} from './harness';
import { SSE_READY } from '@/server/http/sse';
import { atBank, ledgerSum, setWallet, userIdOf, verifyBack, walletOf } from './payment-helpers';

/** Issue 27: one tab per table, rounds to the board, pay after the meal and split the bill. */
let env: TestEnv;
let mirdamad: typeof s.providers.$inferSelect;
let tables: (typeof s.providerTables.$inferSelect)[];
let barista: string;
let card: string;
let cash: string;
let latte: typeof s.menuItems.$inferSelect;
let cake: typeof s.menuItems.$inferSelect;

interface Person {
  token: string;
  id: string;
}
let phoneNo = 0;
/** A new customer signed in through the real endpoints, with a name for their lines. */
async function customer(name = 'مهمان'): Promise<Person> {
  const phone = `+98912444${String(++phoneNo).padStart(4, '0')}`;
  const token = await login(env, phone);
  const id = await userIdOf(phone);
  await db()
    .update(s.users)
    .set({ firstName: name, lastName: String(phoneNo) })
    .where(eq(s.users.id, id));
  return { token, id };
}

const table = (n: number) => tables.find((t) => t.number === n)!;

async function openAt(p: Person, n: number): Promise<TabView> {
  const r = await call(openRoute, { body: { tableId: table(n).id }, token: p.token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.tab;
}
async function join(p: Person, tab: TabView) {
  const r = await call(joinRoute, { body: { tableId: tab.tableId, joinCode: tab.joinCode }, token: p.token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.tab as TabView;
}
async function add(p: Person, tab: TabView, item: { id: string }, count = 1) {
  const r = await call(lineRoute, { body: { tabId: tab._id, _id: item.id, count, price: 1 }, token: p.token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.tab as TabView;
}
let keyNo = 0;
async function round(p: Person | string, tab: TabView, extra: object = {}) {
  const token = typeof p === 'string' ? p : p.token;
  return call(roundRoute, { body: { tabId: tab._id, key: `round-key-${++keyNo}`, ...extra }, token });
}
async function tabOf(tabId: string, token = barista): Promise<TabView> {
  const r = await call(tabRoute, { query: { tabId }, token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.tab;
}
const today = async () =>
  (await call(todayRoute, { query: { id: mirdamad.id }, token: barista })).body.today as ShiftReport;
const takings = (r: ShiftReport) => Object.fromEntries(r.takings.map((t) => [t.key, t.amount]));

beforeAll(async () => {
  env = await setupTestEnv();
  mirdamad = await providerByBranch('mirdamad');
  tables = await db()
    .select()
    .from(s.providerTables)
    .where(eq(s.providerTables.providerId, mirdamad.id))
    .orderBy(asc(s.providerTables.number));
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  const list = (await call(methods, { query: { providerId: mirdamad.id }, token: barista })).body.paymentMethods as {
    _id: string;
    title: string;
  }[];
  card = list.find((m) => m.title === 'کارتخوان')!._id;
  cash = list.find((m) => m.title === 'نقدی')!._id;
  const plain = (await itemsOf(mirdamad.id)).filter(
    (i) =>
      i.kind !== 'space' &&
      i.active &&
      i.available &&
      i.stock === null &&
      !(i.optionGroups ?? []).some((g) => g.required),
  );
  latte = plain[0];
  cake = plain.find((i) => i.price - (i.reductionPrice ?? 0) !== latte.price - (latte.reductionPrice ?? 0))!;
  // The cake is counted in stock: a round takes its units as any order does.
  await db().update(s.menuItems).set({ stock: 30 }).where(eq(s.menuItems.id, cake.id));
});
afterAll(async () => {
  setClock(() => tehranNoon(new Date()));
  await env?.close();
});

const unit = (i: typeof latte) => i.price - (i.reductionPrice ?? 0);

describe('one open tab per table', () => {
  it('twenty phones opening one table at once make exactly one tab; the others get 409 with its id', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, () => customer()));
    const answers = await Promise.all(
      people.map((p) => call(openRoute, { body: { tableId: table(1).id }, token: p.token })),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    const tabId = won[0].body.tab._id;
    const lost = answers.filter((a) => a.status === 409);
    expect(lost).toHaveLength(19);
    for (const l of lost) {
      expect(l.body.tabId).toBe(tabId);
      expect(l.body.error.eLang.fa).toBe(ERRORS.TAB_ALREADY_OPEN.fa);
    }
    const open = await db()
      .select()
      .from(s.tabs)
      .where(and(eq(s.tabs.tableId, table(1).id), eq(s.tabs.status, 'open')));
    expect(open).toHaveLength(1);
    expect(open[0].joinCode).toMatch(/^\d{4}$/);
  });
});

describe('rounds', () => {
  let a: Person;
  let b: Person;
  let tab: TabView;
  beforeAll(async () => {
    a = await customer('سارا');
    b = await customer('علی');
    tab = await openAt(a, 2);
  });

  it('the QR screen offers to join the open tab, and joining needs its code', async () => {
    const seen = await call(tableRoute, { query: { tableId: table(2).id }, token: b.token });
    expect(seen.body).toMatchObject({ table: { number: 2 }, openTab: { _id: tab._id, member: false } });
    const joined = await join(b, tab);
    expect(joined.members.map((m) => m.userId).sort()).toEqual([a.id, b.id].sort());
  });

  it('sends both parts as one order for the table, priced by the server, each line with its person, stock taken', async () => {
    await add(a, tab, { id: latte.id }, 2);
    const withDrafts = await add(b, tab, { id: cake.id }, 3);
    expect(withDrafts.drafts.map((d) => [d.personName?.split(' ')[0], d.count])).toEqual([
      ['سارا', 2],
      ['علی', 3],
    ]);
    const r = await round(b, tab, { items: [{ _id: latte.id, count: 1, price: 1, unitPrice: 1 }] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const total = 3 * unit(latte) + 3 * unit(cake);
    expect(r.body.round.total).toBe(total);
    expect(r.body.tab.total).toBe(total);
    expect(r.body.tab.drafts).toEqual([]);
    const byPerson = r.body.round.lines.map(
      (l: { userId: string; itemId: string; count: number; unitPrice: number }) => [
        l.userId,
        l.itemId,
        l.count,
        l.unitPrice,
      ],
    );
    expect(byPerson).toEqual(
      expect.arrayContaining([
        [a.id, latte.id, 2, unit(latte)],
        [b.id, cake.id, 3, unit(cake)],
        [b.id, latte.id, 1, unit(latte)],
      ]),
    );
    const [order] = await db().select().from(s.orders).where(eq(s.orders.id, r.body.round._id));
    expect(order).toMatchObject({
      tabId: tab._id,
      tableId: table(2).id,
      status: 'new',
      paid: false,
      totalPrice: total,
    });
    const [stocked] = await db().select().from(s.menuItems).where(eq(s.menuItems.id, cake.id));
    expect(stocked.stock).toBe(27);
    // The board sees it with the table and both names.
    const board = await call(orderList, { query: { providerId: mirdamad.id, paging: '1-50' }, token: barista });
    const onBoard = board.body.orders.find((o: { _id: string }) => o._id === order.id);
    expect(onBoard).toMatchObject({ tabId: tab._id, tableNumber: 2 });
    expect(new Set(onBoard.items.map((l: { personName: string }) => l.personName)).size).toBe(2);
  });

  it('a retried key returns the same round', async () => {
    await add(a, tab, { id: latte.id });
    const body = { tabId: tab._id, key: 'same-round-key-1' };
    const [one, two] = await Promise.all([
      call(roundRoute, { body, token: a.token }),
      call(roundRoute, { body, token: b.token }),
    ]);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect(two.body.round._id).toBe(one.body.round._id);
    const again = await call(roundRoute, { body, token: a.token });
    expect(again.body.round._id).toBe(one.body.round._id);
    expect(await db().select().from(s.orders).where(eq(s.orders.tabId, tab._id))).toHaveLength(2);
  });

  it('a member takes out their own line, not another member’s', async () => {
    const t = await add(a, tab, { id: latte.id });
    const line = t.drafts[0];
    const notMine = await call(lineRemove, { body: { tabId: tab._id, lineId: line._id }, token: b.token });
    expect(notMine.status).toBe(404);
    const mine = await call(lineRemove, { body: { tabId: tab._id, lineId: line._id }, token: a.token });
    expect(mine.body.tab.drafts).toEqual([]);
  });

  it('staff send a round for the table themselves; an empty round is refused', async () => {
    const empty = await round(barista, tab);
    expect(empty.status).toBe(400);
    const r = await round(barista, tab, { items: [{ _id: latte.id, count: 1 }] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.round.lines[0]).toMatchObject({ userId: null, personName: null });
  });

  it('a round moved on the board is never paid there: the tab pays it', async () => {
    const [order] = await db().select().from(s.orders).where(eq(s.orders.tabId, tab._id)).limit(1);
    const r = await call(changeStatus, {
      body: { orderId: order.id, status: 'delivered', paymentMethodId: card },
      token: barista,
    });
    expect(r.status).toBe(200);
    const [after] = await db().select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(after.paid).toBe(false);
    expect(after.paidAt).toBeNull();
  });
});

describe('join codes', () => {
  it('a wrong code is refused, and after five wrong tries even the right one waits (429)', async () => {
    const owner = await customer();
    const guesser = await customer();
    const tab = await openAt(owner, 3);
    const wrong = String((Number(tab.joinCode) + 1) % 10_000).padStart(4, '0');
    for (let i = 0; i < 5; i++) {
      const r = await call(joinRoute, { body: { tableId: tab.tableId, joinCode: wrong }, token: guesser.token });
      expect(r.status).toBe(403);
      expect(r.body.error.eLang.fa).toBe(ERRORS.TAB_JOIN_CODE_WRONG.fa);
    }
    const right = await call(joinRoute, {
      body: { tableId: tab.tableId, joinCode: tab.joinCode },
      token: guesser.token,
    });
    expect(right.status).toBe(429);
    expect(right.body.error.eLang.fa).toBe(ERRORS.TAB_JOIN_LIMIT.fa);
    // Per tab too: ten wrong tries by two people lock the tab for a third, who has the right code.
    const second = await customer();
    for (let i = 0; i < 5; i++)
      await call(joinRoute, { body: { tableId: tab.tableId, joinCode: wrong }, token: second.token });
    const third = await customer();
    const locked = await call(joinRoute, {
      body: { tableId: tab.tableId, joinCode: tab.joinCode },
      token: third.token,
    });
    expect(locked.status).toBe(429);
    expect(await tabOf(tab._id).then((t) => t.members.length)).toBe(1);
  });
});

describe('privacy', () => {
  it('a non-member cannot read the tab or its stream; after close the next scanner starts a new tab and cannot read the old', async () => {
    const owner = await customer();
    const stranger = await customer();
    const tab = await openAt(owner, 4);
    expect((await call(tabRoute, { query: { tabId: tab._id }, token: stranger.token })).status).toBe(403);
    const stream = await call(eventsRoute, { query: { tabId: tab._id }, token: stranger.token });
    expect(stream.status).toBe(403);
    expect(
      (await call(lineRoute, { body: { tabId: tab._id, _id: latte.id, count: 1 }, token: stranger.token })).status,
    ).toBe(403);
    const closed = await call(closeRoute, { body: { tabId: tab._id }, token: owner.token });
    expect(closed.body.tab.status).toBe('closed');
    const seen = await call(tableRoute, { query: { tableId: table(4).id }, token: stranger.token });
    expect(seen.body.openTab).toBeNull();
    const fresh = await openAt(stranger, 4);
    expect(fresh._id).not.toBe(tab._id);
    expect((await call(tabRoute, { query: { tabId: tab._id }, token: stranger.token })).status).toBe(403);
    const mine = await call(mineRoute, { token: stranger.token });
    expect(mine.body.tabs.map((t: TabView) => t._id)).toEqual([fresh._id]);
    // A round on the closed tab is refused in Persian.
    const late = await call(roundRoute, {
      body: { tabId: tab._id, key: 'after-close-key', items: [{ _id: latte.id, count: 1 }] },
      token: owner.token,
    });
    expect(late.status).toBe(409);
    expect(late.body.error.eLang.fa).toBe(ERRORS.TAB_CLOSED.fa);
  });

  it('the live tab reaches members: a line added by another member arrives on the stream', async () => {
    const owner = await customer();
    const friend = await customer();
    const tab = await openAt(owner, 5);
    await join(friend, tab);
    const stream = openStream(eventsRoute, { query: { tabId: tab._id }, token: owner.token });
    await stream.until(SSE_READY);
    expect(await stream.until('"change":"snapshot"')).toContain(tab.joinCode);
    await add(friend, tab, { id: latte.id });
    const text = await stream.until('"change":"line"');
    expect(text).toContain('event: tab');
    stream.close();
  });
});

describe('paying after the meal', () => {
  it('twenty parallel payments of one share pay it once; the ledger equals the balances', async () => {
    const a = await customer();
    const b = await customer();
    const tab = await openAt(a, 6);
    await join(b, tab);
    await add(a, tab, { id: latte.id }, 2);
    await add(b, tab, { id: cake.id }, 1);
    const sent = await round(a, tab);
    const total = sent.body.tab.total as number;
    await setWallet(a.id, 10 * total);
    await setWallet(b.id, 10 * total);
    const split = await call(splitRoute, { body: { tabId: tab._id, mode: 'equal', count: 2 }, token: a.token });
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    const shares = split.body.shares as { _id: string; amount: number; userId: string }[];
    expect(shares.reduce((n, x) => n + x.amount, 0)).toBe(total);
    const first = shares[0];
    const payers = [a, b];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(payRoute, {
          body: { tabId: tab._id, shareId: first._id, paymentBy: 'wallet' },
          token: payers[i % 2].token,
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    const after = await tabOf(tab._id);
    expect(after.paid).toBe(first.amount);
    const spent = 20 * total - (await walletOf(a.id)) - (await walletOf(b.id));
    expect(spent).toBe(first.amount);
    for (const p of payers) expect(await ledgerSum(p.id)).toBe(await walletOf(p.id));
  });

  it('overlapping shares (a re-split racing payments) never take more than the total', async () => {
    const a = await customer();
    const b = await customer();
    const tab = await openAt(a, 7);
    await join(b, tab);
    await add(a, tab, { id: latte.id }, 3);
    await add(b, tab, { id: cake.id }, 2);
    const total = (await round(b, tab)).body.tab.total as number;
    await setWallet(a.id, 10 * total);
    await setWallet(b.id, 10 * total);
    const old = (await call(splitRoute, { body: { tabId: tab._id, mode: 'items' }, token: a.token })).body.shares as {
      _id: string;
      userId: string;
      amount: number;
    }[];
    expect(old.find((x) => x.userId === a.id)!.amount).toBe(3 * unit(latte));
    expect(old.find((x) => x.userId === b.id)!.amount).toBe(2 * unit(cake));
    // Ten payments of the old shares race five re-splits (equal by 3) and five payments of whatever is open.
    const calls = [
      ...Array.from({ length: 10 }, (_, i) =>
        call(payRoute, {
          body: { tabId: tab._id, shareId: old[i % old.length]._id, paymentBy: 'wallet' },
          token: [a, b][i % 2].token,
        }),
      ),
      ...Array.from({ length: 5 }, () =>
        call(splitRoute, { body: { tabId: tab._id, mode: 'equal', count: 3 }, token: b.token }),
      ),
      ...Array.from({ length: 5 }, async (_, i) => {
        const now = await tabOf(tab._id, a.token);
        const open = now.shares.filter((x) => x.status === 'open');
        if (!open.length) return { status: 0 };
        return call(payRoute, {
          body: { tabId: tab._id, shareId: open[i % open.length]._id, paymentBy: 'wallet' },
          token: a.token,
        });
      }),
    ];
    await Promise.all(calls);
    const paidRows = await db()
      .select()
      .from(s.tabShares)
      .where(and(eq(s.tabShares.tabId, tab._id), eq(s.tabShares.status, 'paid')));
    const paid = paidRows.reduce((n, x) => n + x.amount, 0);
    expect(paid).toBeLessThanOrEqual(total);
    const spent = 20 * total - (await walletOf(a.id)) - (await walletOf(b.id));
    expect(spent).toBe(paid);
    for (const p of [a, b]) expect(await ledgerSum(p.id)).toBe(await walletOf(p.id));
    // Each paid share was paid from a wallet once.
    const keys = await db()
      .select({ key: s.walletLedger.idemKey })
      .from(s.walletLedger)
      .where(sql`${s.walletLedger.idemKey} LIKE 'tab-share:%:pay'`);
    for (const row of paidRows) expect(keys.filter((k) => k.key === `tab-share:${row.id}:pay`)).toHaveLength(1);
  });

  it('split by items, one pays by wallet, a failed bank payment leaves the share unpaid, a paid one closes the tab; /today counts the money once', async () => {
    const a = await customer();
    const b = await customer();
    const tab = await openAt(a, 8);
    await join(b, tab);
    await add(a, tab, { id: latte.id }, 1);
    await add(b, tab, { id: cake.id }, 2);
    const total = (await round(a, tab)).body.tab.total as number;
    await setWallet(a.id, total);
    const before = await today();
    const shares = (await call(splitRoute, { body: { tabId: tab._id, mode: 'items' }, token: a.token })).body
      .shares as { _id: string; userId: string; amount: number }[];
    const mine = shares.find((x) => x.userId === a.id)!;
    const theirs = shares.find((x) => x.userId === b.id)!;
    expect(
      (await call(payRoute, { body: { tabId: tab._id, shareId: mine._id, paymentBy: 'wallet' }, token: a.token }))
        .status,
    ).toBe(200);

    // The bank payment is abandoned: the share stays unpaid and can be paid again.
    const failed = await call(payRoute, {
      body: { tabId: tab._id, shareId: theirs._id, paymentBy: 'bank' },
      token: b.token,
    });
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    expect(failed.body.link).toBeTruthy();
    const back = await atBank(failed.body.link, 'cancel');
    await verifyBack(back.paymentId, back.authority, b.token);
    let now = await tabOf(tab._id);
    expect(now.status).toBe('open');
    expect(now.shares.find((x) => x._id === theirs._id)!.paid).toBe(0);

    const ok = await call(payRoute, {
      body: { tabId: tab._id, shareId: theirs._id, paymentBy: 'bank' },
      token: b.token,
    });
    const paidBack = await atBank(ok.body.link, 'pay');
    const verified = await verifyBack(paidBack.paymentId, paidBack.authority, b.token);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    now = await tabOf(tab._id);
    expect(now.status).toBe('closed');
    expect(now.paid).toBe(total);

    // Counted once, at the close, as an order's money: the wallet part and the bank part.
    const after = await today();
    expect(after.total - before.total).toBe(total);
    expect((takings(after).wallet ?? 0) - (takings(before).wallet ?? 0)).toBe(mine.amount);
    expect((takings(after).bank ?? 0) - (takings(before).bank ?? 0)).toBe(theirs.amount);
    const rounds = await db().select().from(s.orders).where(eq(s.orders.tabId, tab._id));
    expect(rounds.every((o) => o.paid && o.paidAt)).toBe(true);
    expect(await ledgerSum(a.id)).toBe(await walletOf(a.id));
  });

  it('a bank payment that lands after the share was paid is kept in the payer’s wallet', async () => {
    const a = await customer();
    const tab = await openAt(a, 9);
    await add(a, tab, { id: latte.id }, 1);
    const total = (await round(a, tab)).body.tab.total as number;
    const [share] = (await call(splitRoute, { body: { tabId: tab._id, mode: 'equal', count: 1 }, token: a.token })).body
      .shares;
    const bank = await call(payRoute, {
      body: { tabId: tab._id, shareId: share._id, paymentBy: 'bank' },
      token: a.token,
    });
    // Meanwhile staff take it at the counter.
    expect(
      (await call(staffPay, { body: { tabId: tab._id, shareId: share._id, paymentMethodId: cash }, token: barista }))
        .status,
    ).toBe(200);
    const back = await atBank(bank.body.link, 'pay');
    await verifyBack(back.paymentId, back.authority, a.token);
    expect(await walletOf(a.id)).toBe(total);
    expect(await ledgerSum(a.id)).toBe(total);
    expect((await tabOf(tab._id)).paid).toBe(total);
  });
});

describe('staff', () => {
  it('mark a share paid, close by taking the rest, cancel with refunds once, move to a free table; customers may not', async () => {
    const a = await customer();
    const b = await customer();
    const tab = await openAt(a, 10);
    await join(b, tab);
    await add(a, tab, { id: latte.id }, 2);
    const total = (await round(a, tab)).body.tab.total as number;
    const shares = (await call(splitRoute, { body: { tabId: tab._id, mode: 'equal', count: 2 }, token: a.token })).body
      .shares as { _id: string; amount: number }[];
    const denied = await call(staffPay, {
      body: { tabId: tab._id, shareId: shares[0]._id, paymentMethodId: card },
      token: a.token,
    });
    expect(denied.status).toBe(403);
    const before = await today();
    expect(
      (
        await call(staffPay, {
          body: { tabId: tab._id, shareId: shares[0]._id, paymentMethodId: card },
          token: barista,
        })
      ).status,
    ).toBe(200);
    await openAt(await customer(), 15);
    // Moves: a customer may not; a busy table is refused; a free one takes the tab and its rounds.
    expect((await call(moveRoute, { body: { tabId: tab._id, tableId: table(11).id }, token: a.token })).status).toBe(
      403,
    );
    expect((await call(moveRoute, { body: { tabId: tab._id, tableId: table(15).id }, token: barista })).status).toBe(
      409,
    );
    const moved = await call(moveRoute, { body: { tabId: tab._id, tableId: table(11).id }, token: barista });
    expect(moved.body.tab.tableNumber).toBe(11);
    const [o] = await db().select().from(s.orders).where(eq(s.orders.tabId, tab._id));
    expect(o.tableId).toBe(table(11).id);
    // Closing with money owed: a member cannot, staff take the rest at the counter.
    const owed = await call(closeRoute, { body: { tabId: tab._id }, token: a.token });
    expect(owed.status).toBe(409);
    expect(owed.body.error.eLang.fa).toBe(ERRORS.TAB_UNPAID.fa);
    const closed = await call(closeRoute, { body: { tabId: tab._id, paymentMethodId: cash }, token: barista });
    expect(closed.body.tab).toMatchObject({ status: 'closed', paid: total });
    const after = await today();
    expect(after.total - before.total).toBe(total);
    expect((takings(after)[card] ?? 0) - (takings(before)[card] ?? 0)).toBe(shares[0].amount);
    expect((takings(after)[cash] ?? 0) - (takings(before)[cash] ?? 0)).toBe(total - shares[0].amount);
    // The drawer expects the cash part only.
    expect(after.expectedCash - before.expectedCash).toBe(total - shares[0].amount);

    // Cancel: what was paid by wallet goes back once; the rounds not served are canceled.
    const c = await customer();
    const t2 = await openAt(c, 12);
    await add(c, t2, { id: cake.id }, 2);
    const t2total = (await round(c, t2)).body.tab.total as number;
    await setWallet(c.id, t2total);
    const [share] = (await call(splitRoute, { body: { tabId: t2._id, mode: 'equal', count: 1 }, token: c.token })).body
      .shares;
    // A partial payment first: split in two and pay one half.
    const halves = (
      await call(splitRoute, {
        body: { tabId: t2._id, mode: 'custom', amounts: [t2total - 1000, 1000] },
        token: c.token,
      })
    ).body.shares;
    expect(halves.find((x: { _id: string }) => x._id === share._id)).toBeUndefined();
    await call(payRoute, {
      body: {
        tabId: t2._id,
        shareId: halves.find((x: { amount: number }) => x.amount === t2total - 1000)._id,
        paymentBy: 'wallet',
      },
      token: c.token,
    });
    expect(await walletOf(c.id)).toBe(1000);
    expect((await call(cancelRoute, { body: { tabId: t2._id }, token: c.token })).status).toBe(403);
    const [stockBefore] = await db().select().from(s.menuItems).where(eq(s.menuItems.id, cake.id));
    const canceled = await Promise.all([
      call(cancelRoute, { body: { tabId: t2._id, reason: 'مشتری رفت' }, token: barista }),
      call(cancelRoute, { body: { tabId: t2._id, reason: 'مشتری رفت' }, token: barista }),
    ]);
    expect(canceled.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await walletOf(c.id)).toBe(t2total);
    expect(await ledgerSum(c.id)).toBe(t2total);
    const [stockAfter] = await db().select().from(s.menuItems).where(eq(s.menuItems.id, cake.id));
    expect(stockAfter.stock).toBe(stockBefore.stock! + 2);
    const [round2] = await db().select().from(s.orders).where(eq(s.orders.tabId, t2._id));
    expect(round2.status).toBe('canceled');
    expect(round2.paid).toBe(false);
    // The branch's open tabs are for its staff.
    expect((await call(listRoute, { query: { providerId: mirdamad.id }, token: c.token })).status).toBe(403);
    const list = await call(listRoute, { query: { providerId: mirdamad.id }, token: barista });
    expect(list.body.tabs.map((t: TabView) => t._id)).not.toContain(t2._id);
  });
});

describe('a round canceled on the board', () => {
  const cancelRound = (orderId: string) =>
    call(changeStatus, { body: { orderId, status: 'canceled', reason: 'تمام شد' }, token: barista });

  it('after a share was paid: the excess over the new total goes back to the payer once, paid never passes the total, the ledger equals the balances', async () => {
    const a = await customer();
    const b = await customer();
    const tab = await openAt(a, 16);
    await join(b, tab);
    await add(a, tab, { id: latte.id }, 1);
    await round(a, tab);
    await add(b, tab, { id: cake.id }, 5);
    const second = (await round(b, tab)).body.round as { _id: string; total: number };
    const total = unit(latte) + 5 * unit(cake);
    await setWallet(a.id, total);
    await setWallet(b.id, total);
    const shares = (await call(splitRoute, { body: { tabId: tab._id, mode: 'equal', count: 2 }, token: a.token })).body
      .shares as { _id: string; userId: string; amount: number }[];
    const mine = shares.find((x) => x.userId === a.id)!;
    const paidOne = await call(payRoute, {
      body: { tabId: tab._id, shareId: mine._id, paymentBy: 'wallet' },
      token: a.token,
    });
    expect(paidOne.status, JSON.stringify(paidOne.body)).toBe(200);
    // The second round (b's five cakes) is canceled: the tab now owes less than a already paid.
    const left = unit(latte);
    expect(mine.amount).toBeGreaterThan(left);
    const canceled = await cancelRound(second._id);
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    const after = await tabOf(tab._id);
    expect(after.total).toBe(left);
    expect(after.paid).toBe(left);
    expect(after.paid).toBeLessThanOrEqual(after.total);
    // What a paid beyond the new total came back to a's wallet, once; b paid nothing and got nothing.
    expect(await walletOf(a.id)).toBe(total - left);
    expect(await walletOf(b.id)).toBe(total);
    expect((await cancelRound(second._id)).status).toBe(409);
    expect(await walletOf(a.id)).toBe(total - left);
    for (const p of [a, b]) expect(await ledgerSum(p.id)).toBe(await walletOf(p.id));
    // Everything now owed is paid, so the tab closed, its money laid over the round left, counted once.
    expect(after.status).toBe('closed');
    const rounds = await db().select().from(s.orders).where(eq(s.orders.tabId, tab._id));
    const kept = rounds.find((o) => o.status !== 'canceled')!;
    expect(kept).toMatchObject({ paid: true, walletAmount: left });
    expect(rounds.find((o) => o.status === 'canceled')).toMatchObject({ paid: false, walletAmount: 0 });
  });

  it('after the tab closed: the round goes back to those who paid for it, not to whoever sent it, once', async () => {
    const a = await customer();
    const b = await customer();
    const tab = await openAt(a, 18);
    await join(b, tab);
    await add(a, tab, { id: latte.id }, 1);
    await round(a, tab);
    // a sends the second round, but its two cakes are b's, and b pays for them.
    await add(b, tab, { id: cake.id }, 2);
    const second = (await round(a, tab)).body.round as { _id: string };
    const total = unit(latte) + 2 * unit(cake);
    await setWallet(a.id, total);
    await setWallet(b.id, total);
    const shares = (await call(splitRoute, { body: { tabId: tab._id, mode: 'items' }, token: a.token })).body
      .shares as { _id: string; userId: string }[];
    for (const p of [a, b]) {
      const share = shares.find((x) => x.userId === p.id)!;
      const paid = await call(payRoute, {
        body: { tabId: tab._id, shareId: share._id, paymentBy: 'wallet' },
        token: p.token,
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    }
    expect(await tabOf(tab._id)).toMatchObject({ status: 'closed', paid: total });
    // The cakes never come: the board cancels the round after the tab closed.
    expect((await cancelRound(second._id)).status).toBe(200);
    expect(await walletOf(b.id)).toBe(total);
    expect(await walletOf(a.id)).toBe(total - unit(latte));
    expect((await cancelRound(second._id)).status).toBe(409);
    expect(await walletOf(b.id)).toBe(total);
    expect(await walletOf(a.id)).toBe(total - unit(latte));
    for (const p of [a, b]) expect(await ledgerSum(p.id)).toBe(await walletOf(p.id));
    expect(await tabOf(tab._id)).toMatchObject({ status: 'closed', total: unit(latte), paid: unit(latte) });
  });

  it('before anything is paid: the split is reset, so its shares can never take more than the new total', async () => {
    const a = await customer();
    const b = await customer();
    const tab = await openAt(a, 17);
    await join(b, tab);
    await add(a, tab, { id: latte.id }, 2);
    await round(a, tab);
    await add(b, tab, { id: cake.id }, 1);
    const second = (await round(b, tab)).body.round as { _id: string };
    await call(splitRoute, { body: { tabId: tab._id, mode: 'items' }, token: a.token });
    expect((await cancelRound(second._id)).status).toBe(200);
    const after = await tabOf(tab._id);
    expect(after.total).toBe(2 * unit(latte));
    expect(after.shares.filter((x) => x.status === 'open')).toEqual([]);
    expect(after.splitMode).toBeNull();
    // A new split shares the new total; paying all of it closes the tab with exactly the total.
    const shares = (await call(splitRoute, { body: { tabId: tab._id, mode: 'items' }, token: a.token })).body
      .shares as { _id: string; amount: number }[];
    expect(shares.reduce((n, x) => n + x.amount, 0)).toBe(2 * unit(latte));
    for (const x of shares)
      await call(staffPay, { body: { tabId: tab._id, shareId: x._id, paymentMethodId: cash }, token: barista });
    expect(await tabOf(tab._id)).toMatchObject({ status: 'closed', paid: 2 * unit(latte) });
  });
});

describe('idle tabs', () => {
  it('after three hours with nothing ordered a tab with nothing owed closes itself; one that owes is left to staff', async () => {
    const a = await customer();
    const b = await customer();
    const quiet = await openAt(a, 13);
    const owing = await openAt(b, 14);
    await add(b, owing, { id: latte.id });
    await round(b, owing);
    const start = clockNow();
    try {
      setClock(new Date(start.getTime() + 2 * 3_600_000));
      await closeIdleTabs();
      expect((await tabOf(quiet._id)).status).toBe('open');
      setClock(new Date(start.getTime() + 3 * 3_600_000 + 60_000));
      await closeIdleTabs();
      expect((await tabOf(quiet._id)).status).toBe('closed');
      expect((await tabOf(owing._id)).status).toBe('open');
    } finally {
      setClock(() => tehranNoon(new Date()));
    }
  });
});
