import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import sharp from 'sharp';
import { call, lastCode, login, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import bankList from '@/pages/api/v1/bankAccount/list';
import bankAdd from '@/pages/api/v1/bankAccount/add';
import bankRemove from '@/pages/api/v1/bankAccount/remove';
import linkList from '@/pages/api/v1/shortLink/list/[paging]';
import linkAdd from '@/pages/api/v1/shortLink/add';
import linkEdit from '@/pages/api/v1/shortLink/edit';
import linkRemove from '@/pages/api/v1/shortLink/remove';
import linkOne from '@/pages/api/v1/shortLink/[id]/index';
import linkUsers from '@/pages/api/v1/shortLink/[id]/users/[paging]';
import lifeList from '@/pages/api/v1/life/list/[paging]';
import lifePanelList from '@/pages/api/v1/life/panel/list/[paging]';
import lifeAdd from '@/pages/api/v1/life/add';
import lifeEdit from '@/pages/api/v1/life/edit';
import lifeRemove from '@/pages/api/v1/life/remove';
import lifeImage from '@/pages/api/v1/life/image/[name]';
import register from '@/pages/api/v1/register';
import verify from '@/pages/api/v1/phone/verification';
import { getServerSideProps as shortLinkPage } from '@/pages/l/[code]';
import { normalizeIban } from '@/lib/iban';

let env: TestEnv;
let superAdmin: string;
let customer: string;
let branchAdmin: string;
let officeStaff: string;

const GOOD_IBAN = 'IR062960000000100324200001';
const BAD_IBAN = 'IR072960000000100324200001';

function multipart(fields: Record<string, string | { name: string; type: string; data: Buffer }>) {
  const boundary = '----hamkar' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string')
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${v.name}"\r\nContent-Type: ${v.type}\r\n\r\n`,
        ),
      );
      chunks.push(v.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { data: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function visit(code: string) {
  const headers: Record<string, string | string[]> = {};
  const res = { setHeader: (k: string, v: string | string[]) => (headers[k.toLowerCase()] = v) };
  const out = await shortLinkPage({
    params: { code },
    res,
    req: { headers: {}, cookies: {} },
    query: {},
  } as unknown as GetServerSidePropsContext);
  return { out, headers };
}

beforeAll(async () => {
  env = await setupTestEnv();
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  customer = await login(env, DEMO_PHONES.customer);
  branchAdmin = await login(env, DEMO_PHONES.mirdamadAdmin);
  await db()
    .update(s.users)
    .set({ accessLevel: { bankAccounts: true, shortLinks: true, aboutUs: true } })
    .where(eq(s.users.phone, '+989120000104'));
  officeStaff = await login(env, '+989120000104');
});
afterAll(async () => env?.close());

describe('IBAN checksum', () => {
  it('accepts a valid sheba in any spelling and refuses a wrong check digit', () => {
    expect(normalizeIban('IR06 2960 0000 0010 0324 2000 01')).toBe(GOOD_IBAN);
    expect(normalizeIban('۰۶۲۹۶۰۰۰۰۰۰۰۱۰۰۳۲۴۲۰۰۰۰۱')).toBe(GOOD_IBAN);
    expect(normalizeIban(BAD_IBAN)).toBeNull();
    expect(normalizeIban('IR0629600000001003242000')).toBeNull();
    expect(normalizeIban('DE89370400440532013000')).toBeNull();
  });
});

describe('bank accounts', () => {
  it('only the bankAccounts flag (or a super admin) may list, add and remove', async () => {
    const body = { title: 'حساب تسویه', ownerName: 'شرکت همکار', iban: GOOD_IBAN };
    expect((await call(bankList, {})).status).toBe(401);
    for (const token of [customer, branchAdmin]) {
      expect((await call(bankList, { token })).status).toBe(403);
      expect((await call(bankAdd, { token, body })).status).toBe(403);
      expect((await call(bankRemove, { token, body: { bankAccountId: 'x' } })).status).toBe(403);
    }
    expect((await call(bankList, { token: superAdmin })).status).toBe(200);
  });

  it('adds an account with a valid IBAN once, refuses a wrong checksum in Persian, and removes it', async () => {
    const bad = await call(bankAdd, { token: officeStaff, body: { title: 'حساب', ownerName: 'علی', iban: BAD_IBAN } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('شماره شبا معتبر نیست');
    expect((await call(bankList, { token: officeStaff })).body.total).toBe(0);

    const a = await call(bankAdd, {
      token: officeStaff,
      body: { title: 'حساب تسویه', ownerName: 'شرکت همکار', bankName: 'ملت', iban: 'ir06-2960-0000-0010-0324-2000-01' },
    });
    expect(a.status).toBe(200);
    expect(a.body.bankAccount).toMatchObject({ iban: GOOD_IBAN, bankName: 'ملت' });
    const dup = await call(bankAdd, { token: superAdmin, body: { title: 'دوباره', ownerName: 'x', iban: GOOD_IBAN } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.eLang.fa).toBe('این شماره شبا قبلاً ثبت شده است.');
    const list = await call(bankList, { token: officeStaff });
    expect(list.body.bankAccounts.map((b: { iban: string }) => b.iban)).toEqual([GOOD_IBAN]);

    expect(
      (await call(bankRemove, { token: officeStaff, body: { bankAccountId: a.body.bankAccount._id } })).body,
    ).toEqual({ success: true });
    const again = await call(bankRemove, { token: officeStaff, body: { bankAccountId: a.body.bankAccount._id } });
    expect(again.status).toBe(404);
    expect(again.body.error.eLang.fa).toBe('حساب بانکی مورد نظر یافت نشد.');
  });
});

describe('short links', () => {
  it('are managed only with the shortLinks flag', async () => {
    const body = { title: 'اینستاگرام', code: 'insta', target: '/menu' };
    for (const token of [customer, branchAdmin]) {
      expect((await call(linkAdd, { token, body })).status).toBe(403);
      expect((await call(linkList, { token, query: { paging: '1-100' } })).status).toBe(403);
      expect((await call(linkUsers, { token, query: { id: 'x', paging: '1-20' } })).status).toBe(403);
    }
  });

  it('refuses unsafe targets and taken codes in Persian', async () => {
    for (const target of ['javascript:alert(1)', '//evil.example', 'http://plain.example', 'data:text/html,x']) {
      const r = await call(linkAdd, { token: officeStaff, body: { title: 'بد', code: 'bad1', target } });
      expect(r.status, target).toBe(400);
    }
    expect(
      (await call(linkAdd, { token: officeStaff, body: { title: 'بد', code: 'با فاصله', target: '/' } })).status,
    ).toBe(400);
    expect(
      (await call(linkAdd, { token: officeStaff, body: { title: 'یک', code: 'Taken', target: '/' } })).status,
    ).toBe(200);
    const dup = await call(linkAdd, { token: officeStaff, body: { title: 'دو', code: 'taken', target: '/blog' } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.eLang.fa).toBe('این نشانی کوتاه قبلاً استفاده شده است.');
  });

  it('refuses a control character anywhere in a target on create and edit, in Persian (issue 22)', async () => {
    const bad = [
      '/\t/evil.example',
      '/menu\nSet-Cookie: x=1',
      '/\r/evil.example',
      '/a\u0001b',
      '/a\u007fb',
      '/a\u0085b',
      'https://ok.example/\tx',
      '\t/menu',
      '/menu\n',
    ];
    for (const target of bad) {
      const r = await call(linkAdd, { token: officeStaff, body: { title: 'بد', code: 'ctl1', target } });
      expect(r.status, JSON.stringify(target)).toBe(400);
      expect(r.body.error.eLang.fa).toBe('مقصد باید مسیری از همین سایت (شروع با /) یا نشانی کامل با https باشد.');
    }
    const ok = await call(linkAdd, { token: officeStaff, body: { title: 'خوب', code: 'ctl2', target: '/menu' } });
    expect(ok.status).toBe(200);
    for (const target of bad) {
      const r = await call(linkEdit, { token: officeStaff, body: { shortLinkId: ok.body.shortLink._id, target } });
      expect(r.status, JSON.stringify(target)).toBe(400);
    }
    expect((await visit('ctl2')).out).toEqual({ redirect: { destination: '/menu', permanent: false } });
  });

  it('never follows an unsafe target already stored: a 404 page, not a redirect or a 500', async () => {
    for (const [i, target] of [
      '/\t/evil.example',
      '/menu\nSet-Cookie: x=1',
      '//evil.example',
      'javascript:alert(1)',
    ].entries()) {
      await db()
        .insert(s.shortLinks)
        .values({ id: `old-${i}`, code: `old${i}`, title: 'قدیمی', target, active: true });
      const v = await visit(`old${i}`);
      expect(v.out, JSON.stringify(target)).toEqual({ notFound: true });
      expect(v.headers['set-cookie']).toBeUndefined();
    }
  });

  it('counts 50 parallel visits exactly, redirects, and credits a registration to the link', async () => {
    const a = await call(linkAdd, {
      token: officeStaff,
      body: { title: 'کمپین پاییز', code: 'autumn', target: '/menu?from=autumn' },
    });
    const id = a.body.shortLink._id;
    const visits = await Promise.all(Array.from({ length: 50 }, () => visit('AUTUMN')));
    for (const v of visits) expect(v.out).toEqual({ redirect: { destination: '/menu?from=autumn', permanent: false } });
    expect(String(visits[0].headers['set-cookie'])).toMatch(
      new RegExp(`^hk_short_link=${id}; Path=/; HttpOnly; SameSite=Lax`),
    );
    const one = await call(linkOne, { token: officeStaff, query: { id } });
    expect(one.body.shortLink).toMatchObject({ code: 'autumn', visits: 50, registrations: 0 });

    // A newcomer registers on the browser that followed the link (the cookie), another names it in the form.
    const phones = ['09121113301', '09121113302'];
    const viaCookie = await call(register, {
      raw: multipart({ firstName: 'سارا', lastName: 'نوری', phone: phones[0] }),
      cookies: { hk_short_link: id },
      ip: '10.7.0.1',
    });
    const viaField = await call(register, {
      raw: multipart({ firstName: 'رضا', lastName: 'امینی', phone: phones[1], shortLinkRefId: id }),
      ip: '10.7.0.2',
    });
    for (const [i, r] of [viaCookie, viaField].entries()) {
      expect(r.status).toBe(200);
      const e164 = `+98${phones[i].slice(1)}`;
      expect(
        (
          await call(verify, {
            body: { verifyToken: r.body.verifyToken, code: lastCode(env.outbox, e164) },
            ip: '10.7.0.3',
          })
        ).status,
      ).toBe(200);
    }
    // An unknown reference is dropped, not an error.
    const stray = await call(register, {
      raw: multipart({ firstName: 'مینا', lastName: 'راد', phone: '09121113303', shortLinkRefId: 'no-such-link' }),
      ip: '10.7.0.4',
    });
    expect(stray.status).toBe(200);
    await call(verify, {
      body: { verifyToken: stray.body.verifyToken, code: lastCode(env.outbox, '+989121113303') },
      ip: '10.7.0.4',
    });
    const [strayUser] = await db().select().from(s.users).where(eq(s.users.phone, '+989121113303'));
    expect(strayUser.shortLinkRefId).toBeNull();

    const users = await call(linkUsers, { token: officeStaff, query: { id, paging: '1-20' } });
    expect(users.body.total).toBe(2);
    expect(users.body.users.map((u: { firstName: string }) => u.firstName).sort()).toEqual(['رضا', 'سارا']);
    const listed = await call(linkList, { token: officeStaff, query: { paging: '1-100', text: 'پاییز' } });
    expect(listed.body.shortLinks).toHaveLength(1);
    expect(listed.body.shortLinks[0]).toMatchObject({ visits: 50, registrations: 2 });
  });

  it('a switched-off or removed link is a 404 page and counts nothing; users keep their accounts', async () => {
    const a = await call(linkAdd, { token: officeStaff, body: { title: 'موقت', code: 'temp', target: '/blog' } });
    const id = a.body.shortLink._id;
    expect(
      (await call(linkEdit, { token: officeStaff, body: { shortLinkId: id, active: false } })).body.shortLink.active,
    ).toBe(false);
    expect((await visit('temp')).out).toEqual({ notFound: true });
    expect((await call(linkOne, { token: officeStaff, query: { id } })).body.shortLink.visits).toBe(0);
    expect((await call(linkEdit, { token: officeStaff, body: { shortLinkId: id, code: 'autumn' } })).status).toBe(409);
    expect((await call(linkRemove, { token: officeStaff, body: { shortLinkId: id } })).body).toEqual({ success: true });
    expect((await call(linkRemove, { token: officeStaff, body: { shortLinkId: id } })).status).toBe(404);
    expect((await visit('no-such')).out).toEqual({ notFound: true });
  });
});

describe('the chain life feed', () => {
  it('staff with the aboutUs flag add posts with a photo; the public sees only published ones', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c96' } })
      .png()
      .toBuffer();
    expect(
      (await call(lifeAdd, { token: customer, raw: multipart({ title: 'x', happenedOn: '2026-11-20' }) })).status,
    ).toBe(403);
    const a = await call(lifeAdd, {
      token: officeStaff,
      raw: multipart({
        title: 'افتتاح شعبه ونک',
        body: 'شعبه تازه با ۴۰ میز',
        happenedOn: '2026-11-20',
        image: { name: 'a.png', type: 'image/png', data: png },
      }),
    });
    expect(a.status).toBe(200);
    expect(a.body.post).toMatchObject({ title: 'افتتاح شعبه ونک', happenedOn: '2026-11-20', published: true });
    const image = a.body.post.image as string;
    const img = await call(lifeImage, { query: { name: image } });
    expect(img.status).toBe(200);
    expect(img.headers['cache-control']).toContain('immutable');

    const draft = await call(lifeAdd, {
      token: officeStaff,
      raw: multipart({ title: 'پیش‌نویس', happenedOn: '2026-11-22', published: 'false' }),
    });
    expect(draft.status).toBe(200);
    const bad = await call(lifeAdd, {
      token: officeStaff,
      raw: multipart({ title: 'بدون تاریخ', happenedOn: 'فردا' }),
    });
    expect(bad.status).toBe(400);
    const html = await call(lifeAdd, {
      token: officeStaff,
      raw: multipart({
        title: 'عکس جعلی',
        happenedOn: '2026-11-21',
        image: { name: 'x.png', type: 'image/png', data: Buffer.from('<html><script>alert(1)</script></html>') },
      }),
    });
    expect(html.status).toBe(415);
    expect((await db().select().from(s.lifePosts)).map((p) => p.title).sort()).toEqual(
      ['افتتاح شعبه ونک', 'پیش‌نویس'].sort(),
    );

    const pub = await call(lifeList, { query: { paging: '1-20' } });
    expect(pub.body.posts.map((p: { title: string }) => p.title)).toEqual(['افتتاح شعبه ونک']);
    const all = await call(lifePanelList, { token: officeStaff, query: { paging: '1-20' } });
    expect(all.body.posts.map((p: { title: string }) => p.title)).toEqual(['پیش‌نویس', 'افتتاح شعبه ونک']);
    expect((await call(lifePanelList, { token: customer, query: { paging: '1-20' } })).status).toBe(403);

    const e = await call(lifeEdit, {
      token: officeStaff,
      raw: multipart({ lifePostId: draft.body.post._id, published: 'true', title: 'جشن یلدا' }),
    });
    expect(e.body.post).toMatchObject({ title: 'جشن یلدا', published: true });
    const removed = await call(lifeEdit, {
      token: officeStaff,
      raw: multipart({ lifePostId: a.body.post._id, removeImage: 'true' }),
    });
    expect(removed.body.post.image).toBeNull();
    expect((await call(lifeImage, { query: { name: image } })).status).toBe(404);
    const [file] = await db().select().from(s.files).where(eq(s.files.name, image));
    expect(file).toBeUndefined();

    expect((await call(lifeRemove, { token: officeStaff, body: { lifePostId: a.body.post._id } })).body).toEqual({
      success: true,
    });
    expect((await call(lifeRemove, { token: officeStaff, body: { lifePostId: a.body.post._id } })).status).toBe(404);
  });
});
