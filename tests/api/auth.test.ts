import { config } from '@/server/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { call, lastCode, setupTestEnv, type TestEnv } from './harness';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import sendCode from '@/pages/api/v1/send/code';
import resendCode from '@/pages/api/v1/resend/code';
import verify from '@/pages/api/v1/phone/verification';
import register from '@/pages/api/v1/register';
import logout from '@/pages/api/v1/logout';
import checkActivation from '@/pages/api/v1/check/activation';
import profile from '@/pages/api/v1/profile';
import { toE164 } from '@/lib/phone';

let env: TestEnv;
beforeAll(async () => {
  env = await setupTestEnv();
});
afterAll(async () => env?.close());

function multipart(fields: Record<string, string>) {
  const boundary = '----hamkar' + Math.random().toString(16).slice(2);
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return {
    data: Buffer.from(parts.join('') + `--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('sign in by SMS code', () => {
  it('sends a 5-digit code for a phone typed with Persian digits and logs a new user in', async () => {
    const sent = await call(sendCode, { body: { phone: '۰۹۱۲ ۱۱۱ ۲۲۳۳' }, ip: '10.9.0.1' });
    expect(sent.status).toBe(200);
    expect(sent.body.verifyToken).toMatch(/^[\w-]{20,}$/);
    const code = lastCode(env.outbox, '+989121112233');
    expect(code).toMatch(/^\d{5}$/);

    // The code is stored hashed, never in clear.
    const [row] = await db().select().from(s.otpCodes).where(eq(s.otpCodes.phone, '+989121112233'));
    expect(row.codeHash).not.toContain(code);

    const v = await call(verify, {
      body: {
        verifyToken: sent.body.verifyToken,
        code: code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]),
        device: 'web',
      },
      ip: '10.9.0.1',
    });
    expect(v.status).toBe(200);
    expect(v.body.status).toBe('toRegister');
    expect(v.body.user.phone).toBe('+989121112233');
    const cookie = String(v.headers['set-cookie']);
    expect(cookie).toMatch(/^token=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/);

    // The session works from the cookie and from the token header.
    const viaCookie = await call(profile, { token: v.body.token, cookie: true });
    expect(viaCookie.status).toBe(200);
    expect(viaCookie.body.user.phone).toBe('+989121112233');
    const act = await call(checkActivation, { token: v.body.token });
    expect(act.status).toBe(200);
    expect(act.body.user.accessLevel).toEqual({});
    expect(act.body.membershipList.length).toBeGreaterThan(1);

    // The code is single use.
    const again = await call(verify, {
      body: { verifyToken: sent.body.verifyToken, code, device: 'web' },
      ip: '10.9.0.1',
    });
    expect(again.status).toBe(400);
    expect(again.body.error.eLang.fa).toBe('کد منقضی شده است. لطفا کد جدید دریافت کنید.');
  });

  it("answers a missing phone, a bad phone and a missing code with the spec's Persian messages", async () => {
    const none = await call(sendCode, { body: {} });
    expect(none.status).toBe(400);
    expect(none.body.error.eLang.fa).toBe('شماره وارد نشده است!');
    const bad = await call(sendCode, { body: { phone: '12345' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.eLang.fa).toBe('شماره تلفن وارد شده صحیح نمی باشد');
    const noCode = await call(verify, { body: { verifyToken: 'x'.repeat(32), code: '' } });
    expect(noCode.status).toBe(400);
    expect(noCode.body.error.eLang.fa).toBe('کد وارد نشده است!');
  });

  it('locks a code after 5 wrong tries, even when the right code follows', async () => {
    const sent = await call(sendCode, { body: { phone: '09121112244' }, ip: '10.9.0.2' });
    const code = lastCode(env.outbox, '+989121112244');
    const wrong = code === '00000' ? '11111' : '00000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await call(verify, { body: { verifyToken: sent.body.verifyToken, code: wrong }, ip: '10.9.0.2' });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await call(verify, { body: { verifyToken: sent.body.verifyToken, code }, ip: '10.9.0.2' });
    expect(right.status).toBe(429);
    expect(right.body.error.eLang.fa).toContain('تعداد تلاش‌های نادرست');
  });

  it('refuses a resend inside 60 seconds and a second code for the same phone', async () => {
    const sent = await call(sendCode, { body: { phone: '09121112255' }, ip: '10.9.0.3' });
    expect(sent.status).toBe(200);
    const resend = await call(resendCode, { body: { verifyToken: sent.body.verifyToken }, ip: '10.9.0.3' });
    expect(resend.status).toBe(429);
    expect(resend.body.error.eLang.fa).toBe('برای دریافت کد جدید لطفا یک دقیقه صبر کنید.');
    const second = await call(sendCode, { body: { phone: '09121112255' }, ip: '10.9.0.3' });
    expect(second.status).toBe(429);

    // After a minute the resend goes out and the old code no longer works.
    const oldCode = lastCode(env.outbox, '+989121112255');
    await db()
      .update(s.otpCodes)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
      .where(eq(s.otpCodes.phone, '+989121112255'));
    const later = await call(resendCode, { body: { verifyToken: sent.body.verifyToken }, ip: '10.9.0.3' });
    expect(later.status).toBe(200);
    const newCode = lastCode(env.outbox, '+989121112255');
    if (newCode !== oldCode) {
      const old = await call(verify, { body: { verifyToken: sent.body.verifyToken, code: oldCode }, ip: '10.9.0.3' });
      expect(old.status).toBe(400);
    }
    const ok = await call(verify, { body: { verifyToken: sent.body.verifyToken, code: newCode }, ip: '10.9.0.3' });
    expect(ok.status).toBe(200);
  });

  it('sends again after each minute, on the database clock that stamps the code', async () => {
    const phone = '09121112299';
    const sent = await call(sendCode, { body: { phone }, ip: '10.9.0.14' });
    expect(sent.status).toBe(200);
    for (const round of [1, 2]) {
      // A minute passes on the database's clock, keeping the stamp's microseconds as the database wrote them.
      await db()
        .update(s.otpCodes)
        .set({ lastSentAt: sql`${s.otpCodes.lastSentAt} - interval '61 seconds'` })
        .where(eq(s.otpCodes.phone, '+98' + phone.slice(1)));
      const again = await call(resendCode, { body: { verifyToken: sent.body.verifyToken }, ip: '10.9.0.14' });
      expect(again.status, `resend ${round}`).toBe(200);
    }
    const ok = await call(verify, {
      body: { verifyToken: sent.body.verifyToken, code: lastCode(env.outbox, '+98' + phone.slice(1)) },
      ip: '10.9.0.14',
    });
    expect(ok.status).toBe(200);
  });

  it('limits codes per IP with a Persian 429', async () => {
    const perAddress = config().signInCodesPerAddressHour;
    expect(perAddress).toBe(60);
    const results: number[] = [];
    for (let i = 0; i < perAddress + 2; i++) {
      const r = await call(sendCode, { body: { phone: `0912300${String(i).padStart(4, '0')}` }, ip: '10.9.9.9' });
      results.push(r.status);
      if (r.status === 429) {
        expect(r.body.error.eLang.fa).toBe('تعداد درخواست‌ها بیش از حد مجاز است. لطفا کمی بعد دوباره تلاش کنید.');
      }
    }
    expect(results.slice(0, perAddress).every((x) => x === 200)).toBe(true);
    expect(results.slice(perAddress)).toEqual([429, 429]);
  });

  it('rejects an expired code', async () => {
    const sent = await call(sendCode, { body: { phone: '09121112266' }, ip: '10.9.0.4' });
    const code = lastCode(env.outbox, '+989121112266');
    await db()
      .update(s.otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.otpCodes.phone, '+989121112266'));
    const r = await call(verify, { body: { verifyToken: sent.body.verifyToken, code }, ip: '10.9.0.4' });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('CODE_EXPIRED');
  });

  it('registers with a multipart form, names required in Persian, and the invitation code checked', async () => {
    const noName = await call(register, { raw: multipart({ firstName: '', lastName: 'کریمی', phone: '09121112277' }) });
    expect(noName.status).toBe(400);
    expect(noName.body.error.eLang.fa).toBe('لطفا نام خود را وارد کنید.');
    const noLast = await call(register, { raw: multipart({ firstName: 'نیما', lastName: ' ', phone: '09121112277' }) });
    expect(noLast.body.error.eLang.fa).toBe('لطفا نام‌خانوادگی وارد کنید.');
    const badInvite = await call(register, {
      raw: multipart({ firstName: 'نیما', lastName: 'کریمی', phone: '09121112277', reagentCode: 'NOPE1234' }),
      ip: '10.9.0.5',
    });
    expect(badInvite.status).toBe(400);
    expect(badInvite.body.error.eLang.fa).toBe('کد معرف وارد شده معتبر نیست.');

    const [inviter] = await db().select().from(s.users).where(eq(s.users.phone, '+989120000003'));
    const r = await call(register, {
      raw: multipart({ firstName: 'نیما', lastName: 'کریمی', phone: '09121112277', reagentCode: inviter.referralCode }),
      ip: '10.9.0.5',
    });
    expect(r.status).toBe(200);
    expect(r.body.verifyToken).toBeTruthy();
    const v = await call(verify, {
      body: { verifyToken: r.body.verifyToken, code: lastCode(env.outbox, '+989121112277') },
      ip: '10.9.0.5',
    });
    expect(v.status).toBe(200);
    expect(v.body.status).toBe('loginVerified');
    expect(v.body.user.firstName).toBe('نیما');
    const [u] = await db().select().from(s.users).where(eq(s.users.phone, '+989121112277'));
    expect(u.reagentCode).toBe(inviter.referralCode);
  });

  it('makes a SUPER_ADMIN_PHONES user superAdmin from the first login', async () => {
    const sent = await call(sendCode, { body: { phone: '+989129999999' }, ip: '10.9.0.6' });
    const v = await call(verify, {
      body: { verifyToken: sent.body.verifyToken, code: lastCode(env.outbox, '+989129999999') },
      ip: '10.9.0.6',
    });
    expect(v.body.user.userType).toBe('superAdmin');
  });

  it('revokes the session on logout and answers 401 afterwards', async () => {
    const sent = await call(sendCode, { body: { phone: '09121112288' }, ip: '10.9.0.7' });
    const v = await call(verify, {
      body: { verifyToken: sent.body.verifyToken, code: lastCode(env.outbox, '+989121112288') },
      ip: '10.9.0.7',
    });
    const token = v.body.token as string;
    expect((await call(profile, { token })).status).toBe(200);
    const out = await call(logout, { method: 'POST', token });
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    const after = await call(profile, { token });
    expect(after.status).toBe(401);
    expect(after.body.error.eLang.fa).toBe('لطفا ابتدا وارد حساب کاربری خود شوید.');
    expect((await call(profile, {})).status).toBe(401);
    // The activation check answers a signed-out visitor without an error (no failed request on a guest's page).
    const stale = await call(checkActivation, { token });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual({ user: null });
  });

  it('answers the activation check of a guest with 200 and no user', async () => {
    const guest = await call(checkActivation, {});
    expect(guest.status).toBe(200);
    expect(guest.body).toEqual({ user: null });
    const forged = await call(checkActivation, { token: 'x'.repeat(43), cookie: true });
    expect(forged.status).toBe(200);
    expect(forged.body.user).toBeNull();
  });
});

/** The device cookie a response set (name=value), to send back as a browser would. */
function deviceCookieOf(r: { headers: Record<string, string | string[]> }): string {
  const all = ([] as string[]).concat(r.headers['set-cookie'] ?? []);
  const c = all.find((x) => x.startsWith('hk_device='));
  if (!c) throw new Error('no device cookie');
  return c.split(';')[0];
}

async function signInWith(phone: string, ip: string, cookie?: string) {
  const sent = await call(sendCode, { body: { phone }, ip, headers: cookie ? { cookie } : {} });
  expect(sent.status).toBe(200);
  const v = await call(verify, {
    body: { verifyToken: sent.body.verifyToken, code: lastCode(env.outbox, `+98${phone.slice(1)}`) },
    ip,
    headers: cookie ? { cookie } : {},
  });
  expect(v.status).toBe(200);
  return v;
}

/** The owner signed in on this device some time ago: today's counts for the phone start from nothing. */
const longAgo = (e164: string) =>
  db()
    .delete(s.rateLimits)
    .where(like(s.rateLimits.key, `%${e164}%`));

/** Lets the 60-second wait between strangers' codes pass. */
const afterAMinute = (e164: string) =>
  db()
    .update(s.otpCodes)
    .set({ lastSentAt: new Date(Date.now() - 61_000) })
    .where(eq(s.otpCodes.phone, e164));

describe('sign-in limits strangers cannot spend', () => {
  it('sets a random HttpOnly device cookie on a successful verification', async () => {
    const v = await signInWith('09121113300', '10.8.0.1');
    const header = ([] as string[]).concat(v.headers['set-cookie']).find((x) => x.startsWith('hk_device='))!;
    expect(header).toMatch(/^hk_device=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+/);
    const again = await signInWith('09121113300', '10.8.0.1', deviceCookieOf(v));
    // The same device keeps its cookie.
    expect(deviceCookieOf(again)).toBe(deviceCookieOf(v));
    const [row] = await db().select().from(s.trustedDevices).where(eq(s.trustedDevices.phone, '+989121113300'));
    expect(row.tokenHash).not.toContain(deviceCookieOf(v).split('=')[1]);
  });

  it('forgets a device that has not signed its phone in for longer than the cookie lives', async () => {
    const phone = '09121113301';
    const owner = deviceCookieOf(await signInWith(phone, '10.8.0.2'));
    // Fresh: the owner's device needs no wait behind a stranger's code.
    await call(sendCode, { body: { phone }, ip: '10.8.0.3' });
    expect((await call(sendCode, { body: { phone }, ip: '10.8.0.2', headers: { cookie: owner } })).status).toBe(200);
    await db()
      .update(s.trustedDevices)
      .set({ lastUsedAt: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(s.trustedDevices.phone, '+989121113301'));
    await db().delete(s.rateLimits).where(like(s.rateLimits.key, 'sms:owner-wait:%'));
    await call(sendCode, { body: { phone }, ip: '10.8.0.4' });
    // Stale: it is a stranger again and waits like one.
    expect((await call(sendCode, { body: { phone }, ip: '10.8.0.2', headers: { cookie: owner } })).status).toBe(429);
  });

  it("keeps the owner signing in while strangers have used up the phone's code requests, and tells them how long to wait", async () => {
    const victim = '09121113311';
    const e164 = '+989121113311';
    const owner = deviceCookieOf(await signInWith(victim, '10.8.1.1'));
    await longAgo(e164);
    await afterAMinute(e164);

    // Strangers from a few addresses ask for codes to the victim's phone until refused.
    const statuses: number[] = [];
    let refusal: { error: { eLang: { fa: string } } } | null = null;
    for (let i = 0; i < 8; i++) {
      const r = await call(sendCode, { body: { phone: victim }, ip: `10.8.2.${i % 3}` });
      statuses.push(r.status);
      if (r.status === 429) refusal = r.body;
      await afterAMinute(e164);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect(refusal!.error.eLang.fa).toMatch(
      /^تعداد درخواست کد برای این شماره بیش از حد مجاز است\. لطفا [۰-۹]+ دقیقه دیگر دوباره تلاش کنید\.$/,
    );
    // Without the device cookie the owner is a stranger too, from any address.
    expect((await call(sendCode, { body: { phone: victim }, ip: '10.8.3.3' })).status).toBe(429);

    // With it, the owner gets a code at once (no wait behind the strangers' last code) and signs in.
    await call(sendCode, { body: { phone: victim }, ip: '10.8.2.9' }).catch(() => undefined);
    const mine = await call(sendCode, { body: { phone: victim }, ip: '10.8.1.1', headers: { cookie: owner } });
    expect(mine.status).toBe(200);
    const code = lastCode(env.outbox, e164);
    // A stranger's request a minute later does not replace the owner's code.
    await afterAMinute(e164);
    await call(sendCode, { body: { phone: victim }, ip: '10.8.4.4' });
    const v = await call(verify, {
      body: { verifyToken: mine.body.verifyToken, code },
      ip: '10.8.1.1',
      headers: { cookie: owner },
    });
    expect(v.status).toBe(200);
    expect(v.body.user.phone).toBe(e164);
  });

  it("lets one address spend only part of a phone's budget", async () => {
    const phone = '09121113322';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await call(sendCode, { body: { phone }, ip: '10.8.5.5' })).status);
      await afterAMinute('+989121113322');
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await call(sendCode, { body: { phone }, ip: '10.8.5.6' })).status).toBe(200);
  });

  it("caps wrong codes per phone a day for strangers, naming the wait, while the owner's device still signs in", async () => {
    const victim = '09121113333';
    const e164 = '+989121113333';
    const owner = deviceCookieOf(await signInWith(victim, '10.8.6.1'));
    await longAgo(e164);
    await afterAMinute(e164);
    // Four codes, five wrong tries each: twenty wrong codes, from different addresses.
    for (let round = 0; round < 4; round++) {
      const ip = `10.8.7.${round}`;
      const sent = await call(sendCode, { body: { phone: victim }, ip });
      expect(sent.status).toBe(200);
      const right = lastCode(env.outbox, e164);
      const wrong = right === '00000' ? '11111' : '00000';
      for (let i = 0; i < 5; i++) await call(verify, { body: { verifyToken: sent.body.verifyToken, code: wrong }, ip });
      await afterAMinute(e164);
    }
    // The next stranger's code is refused even when right.
    const fifth = await call(sendCode, { body: { phone: victim }, ip: '10.8.7.9' });
    expect(fifth.status).toBe(200);
    const refused = await call(verify, {
      body: { verifyToken: fifth.body.verifyToken, code: lastCode(env.outbox, e164) },
      ip: '10.8.7.9',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('VERIFY_DAILY_LIMIT');
    expect(refused.body.error.eLang.fa).toMatch(
      /^تعداد کدهای نادرست برای این شماره بیش از حد مجاز است\. لطفا [۰-۹]+ دقیقه دیگر دوباره تلاش کنید\.$/,
    );

    // The owner's device has a budget of its own.
    const mine = await call(sendCode, { body: { phone: victim }, ip: '10.8.6.1', headers: { cookie: owner } });
    const ok = await call(verify, {
      body: { verifyToken: mine.body.verifyToken, code: lastCode(env.outbox, e164) },
      ip: '10.8.6.1',
      headers: { cookie: owner },
    });
    expect(ok.status).toBe(200);
  });

  it('answers send/code the same for a registered and an unknown phone', async () => {
    const known = await call(sendCode, { body: { phone: '09120000003' }, ip: '10.8.8.1' });
    const unknown = await call(sendCode, { body: { phone: '09121113344' }, ip: '10.8.8.2' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(Object.keys(known.body)).toEqual(['verifyToken']);
    expect(Object.keys(unknown.body)).toEqual(['verifyToken']);
    // Which it was is decided after the code: the known phone signs in, the new one is asked to register.
    const a = await call(verify, {
      body: { verifyToken: known.body.verifyToken, code: lastCode(env.outbox, '+989120000003') },
      ip: '10.8.8.1',
    });
    const b = await call(verify, {
      body: { verifyToken: unknown.body.verifyToken, code: lastCode(env.outbox, '+989121113344') },
      ip: '10.8.8.2',
    });
    expect(a.body.status).toBe('loginVerified');
    expect(b.body.status).toBe('toRegister');
  });

  it('gives no branch a public phone that is a staff sign-in', async () => {
    const staff = new Set<string>();
    for (const u of await db().select({ phone: s.users.phone, userType: s.users.userType }).from(s.users))
      if (u.userType === 'superAdmin') staff.add(u.phone);
    for (const r of await db()
      .select({ phone: s.users.phone })
      .from(s.providerStaff)
      .innerJoin(s.users, eq(s.users.id, s.providerStaff.userId)))
      staff.add(r.phone);
    for (const r of await db().select({ phone: s.users.phone, accessLevel: s.users.accessLevel }).from(s.users))
      if (r.accessLevel && Object.keys(r.accessLevel).length) staff.add(r.phone);
    expect(staff.size).toBeGreaterThan(2);
    const e164 = (p: string | null) => (p ? toE164(p) : null);
    for (const p of await db().select().from(s.providers)) {
      expect(staff.has(e164(p.phone) ?? ''), `${p.name} phone ${p.phone}`).toBe(false);
      expect(staff.has(e164(p.staticPhone) ?? ''), `${p.name} staticPhone ${p.staticPhone}`).toBe(false);
    }
  });
});
