import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import * as s from '@/server/db/schema';
import { orderViewById } from '@/server/services/order/order-view';
import submit from '@/pages/api/v1/order/submit';
import changeStatus from '@/pages/api/v1/order/change/status';
import getOrder from '@/pages/api/v1/order/[id]';
import myOrders from '@/pages/api/v1/profile/my/order/list/[paging]';
import editRoute from '@/pages/api/v1/profile/edit';
import searchPublic from '@/pages/api/v1/user/public/search/[paging]';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { userIdOf } from './payment-helpers';

let env: TestEnv;
let payer: string;
let barista: string;
let customer: string;
let customerId: string;
let mirdamad: typeof s.providers.$inferSelect;
let latteId: string;

beforeAll(async () => {
  env = await setupTestEnv();
  // A plain customer who has not filled in a name yet (a new account): the case the issue met.
  payer = await login(env, '09121419901');
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  customer = await login(env, DEMO_PHONES.customer);
  customerId = await userIdOf(DEMO_PHONES.customer);
  mirdamad = await providerByBranch('mirdamad');
  latteId = (await itemsOf(mirdamad.id)).find((i) => i.title === 'لاته')!.id;
});
afterAll(async () => env?.close());

const smsTo = (e164: string) =>
  existsSync(env.outbox)
    ? readFileSync(env.outbox, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { to: string; text: string; code?: string })
        .filter((l) => l.to === e164 && !l.code)
    : [];

const gift = (g: Record<string, unknown>) =>
  call(submit, {
    body: { providerId: mirdamad.id, items: [{ _id: latteId, count: 1 }], paymentBy: 'pos', gift: g },
    token: payer,
  });

describe('the payer of an anonymous gift', () => {
  it('opens the order they paid for, sees it among their orders, with whom it went to', async () => {
    const r = await gift({ targetPhone: '09351419902', anonymous: true });
    expect(r.status).toBe(200);
    const own = await call(getOrder, { query: { id: r.body.orderId }, token: payer });
    expect(own.status).toBe(200);
    expect(own.body.order.gift).toMatchObject({ anonymous: true, targetPhone: '+989351419902', toMe: false });
    expect(own.body.order.userId).not.toBe('');
    const list = await call(myOrders, { query: { paging: '1-20' }, token: payer });
    const mine = list.body.orders.find((o: { _id: string }) => o._id === r.body.orderId);
    expect(mine.userId).not.toBe('');
    expect(mine.gift.targetPhone).toBe('+989351419902');
  });

  it('stays hidden from the recipient, who still sees the order; the SMS says «یک دوست»', async () => {
    const r = await gift({ targetId: customerId, anonymous: true });
    expect(
      (await call(changeStatus, { body: { orderId: r.body.orderId, status: 'accepted' }, token: barista })).status,
    ).toBe(200);
    const seen = await call(getOrder, { query: { id: r.body.orderId }, token: customer });
    expect(seen.status).toBe(200);
    expect(seen.body.order.userId).toBe('');
    expect(seen.body.order.gift).toMatchObject({ toMe: true, senderName: null });
    const text = smsTo(DEMO_PHONES.customer).at(-1)!.text;
    expect(text).toContain('یک دوست یک سفارش هدیه در کافه همکار میرداماد برای شما ثبت کرد.');
    // The board's view (no viewer) names the recipient, not the payer.
    const board = await orderViewById({ orderId: r.body.orderId });
    expect(board).toMatchObject({
      customerName: 'مریم احمدی',
      userId: '',
      gift: { targetName: 'مریم احمدی', anonymous: true },
    });
  });
});

describe('finding members to gift to', () => {
  it('a new member is not found by name until they opt in to networking', async () => {
    const newbie = await login(env, '09121419903');
    expect(
      (
        await call(editRoute, {
          token: newbie,
          body: { firstName: 'Shirin', lastName: 'Yazdani', firstNameFa: 'شیرین', lastNameFa: 'یزدانی' },
        })
      ).status,
    ).toBe(200);
    const find = async () =>
      (await call(searchPublic, { query: { paging: '1-20', text: 'یزدانی' } })).body.users.map(
        (u: { name: string }) => u.name,
      );
    expect(await find()).toEqual([]);
    expect((await call(editRoute, { token: newbie, body: { privacy: { publicProfile: true } } })).status).toBe(200);
    expect(await find()).toEqual(['Shirin Yazdani']);
  });
});

describe('finding a member by phone (issue 16)', () => {
  const search = async (text: string) =>
    (await call(searchPublic, { query: { paging: '1-20', text } })).body as {
      users: { name: string }[];
      total: number;
    };

  it('the full number finds a member with a public profile, in any spelling; a part of it finds nobody', async () => {
    const member = await login(env, '09121419904');
    expect(
      (
        await call(editRoute, {
          token: member,
          body: { firstName: 'Kaveh', lastName: 'Rostami', privacy: { publicProfile: true } },
        })
      ).status,
    ).toBe(200);
    for (const typed of ['09121419904', '۰۹۱۲۱۴۱۹۹۰۴', '+98 912 141 9904', '0912-141-9904']) {
      const r = await search(typed);
      expect(
        r.users.map((u) => u.name),
        typed,
      ).toEqual(['Kaveh Rostami']);
      expect(JSON.stringify(r)).not.toContain('9121419904');
    }
    for (const part of ['0912141990', '09121419', '1419904', '9904', '0912']) {
      expect(await search(part), part).toEqual({ users: [], total: 0 });
    }
  });

  it('the full number of a member who keeps networking off finds nobody', async () => {
    const member = await login(env, '09121419905');
    expect((await call(editRoute, { token: member, body: { firstName: 'Nasrin', lastName: 'Karimi' } })).status).toBe(
      200,
    );
    expect(await search('09121419905')).toEqual({ users: [], total: 0 });
    expect((await call(editRoute, { token: member, body: { privacy: { publicProfile: true } } })).status).toBe(200);
    expect((await search('09121419905')).users.map((u) => u.name)).toEqual(['Nasrin Karimi']);
  });

  it('a name search never matches the digits of a phone', async () => {
    expect((await search('Karimi')).users.map((u) => u.name)).toContain('Nasrin Karimi');
    expect(await search('1419905')).toEqual({ users: [], total: 0 });
  });
});

describe('what the payer of a gift learns about its recipient (issue 16)', () => {
  it('a typed number shows the number, never whose it is; the member still gets the order', async () => {
    const holder = await login(env, '09121419906');
    expect((await call(editRoute, { token: holder, body: { firstName: 'Parisa', lastName: 'Sadeghi' } })).status).toBe(
      200,
    );
    const r = await gift({ targetPhone: '09121419906', anonymous: false });
    expect(r.status).toBe(200);
    const own = await call(getOrder, { query: { id: r.body.orderId }, token: payer });
    expect(own.body.order.gift).toMatchObject({
      targetPhone: '+989121419906',
      targetName: null,
      targetId: null,
      toMe: false,
    });
    expect(JSON.stringify(own.body)).not.toContain('Sadeghi');
    const list = await call(myOrders, { query: { paging: '1-20' }, token: payer });
    expect(JSON.stringify(list.body)).not.toContain('Sadeghi');
    const theirs = await call(getOrder, { query: { id: r.body.orderId }, token: holder });
    expect(theirs.status).toBe(200);
    expect(theirs.body.order.gift).toMatchObject({ toMe: true, targetName: 'Parisa Sadeghi' });
  });

  it('a member picked by name shows the name, never their number', async () => {
    const r = await gift({ targetId: customerId, anonymous: false });
    expect(r.status).toBe(200);
    const own = await call(getOrder, { query: { id: r.body.orderId }, token: payer });
    expect(own.body.order.gift).toMatchObject({ targetName: 'مریم احمدی', targetId: customerId, toMe: false });
    expect(own.body.order.gift.targetPhone).toBe('0912***0003');
    expect(JSON.stringify(own.body)).not.toContain('9120000003');
  });
});
