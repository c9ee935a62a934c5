import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
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

let env: TestEnv;
beforeAll(async () => {
  env = await setupTestEnv();
});
afterAll(async () => env?.close());

function multipart(fields: Record<string, string>) {
  const boundary = '----hamkar' + Math.random().toString(16).slice(2);
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  return { data: Buffer.from(parts.join('') + `--${boundary}--\r\n`), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('sign in by SMS code', () => {
  it('sends a 5-digit code for a phone typed with Persian digits and logs a new user in', async () => {
    const sent = await call(sendCode, { body: { phone: '۰۹۱۲ ۱۱۱ ۲۲۳۳' }, ip: '10.9.0.1' });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('toRegister');
    expect(sent.body.verifyToken).toMatch(/^[\w-]{20,}$/);
    const code = lastCode(env.outbox, '+989121112233');
    expect(code).toMatch(/^\d{5}$/);

    // The code is stored hashed, never in clear.
    const [row] = await db().select().from(s.otpCodes).where(eq(s.otpCodes.phone, '+989121112233'));
    expect(row.codeHash).not.toContain(code);

    const v = await call(verify, { body: { verifyToken: sent.body.verifyToken, code: code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]), device: 'web' }, ip: '10.9.0.1' });
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
    const again = await call(verify, { body: { verifyToken: sent.body.verifyToken, code, device: 'web' }, ip: '10.9.0.1' });
    expect(again.status).toBe(400);
    expect(again.body.error.eLang.fa).toBe('کد منقضی شده است. لطفا کد جدید دریافت کنید.');
  });

  it('answers a missing phone, a bad phone and a missing code with the spec\'s Persian messages', async () => {
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
    await db().update(s.otpCodes).set({ lastSentAt: new Date(Date.now() - 61_000) }).where(eq(s.otpCodes.phone, '+989121112255'));
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

  it('limits codes per IP with a Persian 429', async () => {
    const results: number[] = [];
    for (let i = 0; i < 22; i++) {
      const r = await call(sendCode, { body: { phone: `0912300${String(i).padStart(4, '0')}` }, ip: '10.9.9.9' });
      results.push(r.status);
      if (r.status === 429) {
        expect(r.body.error.eLang.fa).toBe('تعداد درخواست‌ها بیش از حد مجاز است. لطفا کمی بعد دوباره تلاش کنید.');
      }
    }
    expect(results.slice(0, 20).every((x) => x === 200)).toBe(true);
    expect(results.slice(20)).toEqual([429, 429]);
  });

  it('rejects an expired code', async () => {
    const sent = await call(sendCode, { body: { phone: '09121112266' }, ip: '10.9.0.4' });
    const code = lastCode(env.outbox, '+989121112266');
    await db().update(s.otpCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(s.otpCodes.phone, '+989121112266'));
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
    const badInvite = await call(register, { raw: multipart({ firstName: 'نیما', lastName: 'کریمی', phone: '09121112277', reagentCode: 'NOPE1234' }), ip: '10.9.0.5' });
    expect(badInvite.status).toBe(400);
    expect(badInvite.body.error.eLang.fa).toBe('کد معرف وارد شده معتبر نیست.');

    const [inviter] = await db().select().from(s.users).where(eq(s.users.phone, '+989120000003'));
    const r = await call(register, { raw: multipart({ firstName: 'نیما', lastName: 'کریمی', phone: '09121112277', reagentCode: inviter.referralCode }), ip: '10.9.0.5' });
    expect(r.status).toBe(200);
    expect(r.body.verifyToken).toBeTruthy();
    const v = await call(verify, { body: { verifyToken: r.body.verifyToken, code: lastCode(env.outbox, '+989121112277') }, ip: '10.9.0.5' });
    expect(v.status).toBe(200);
    expect(v.body.status).toBe('loginVerified');
    expect(v.body.user.firstName).toBe('نیما');
    const [u] = await db().select().from(s.users).where(eq(s.users.phone, '+989121112277'));
    expect(u.reagentCode).toBe(inviter.referralCode);
  });

  it('makes a SUPER_ADMIN_PHONES user superAdmin from the first login', async () => {
    const sent = await call(sendCode, { body: { phone: '+989129999999' }, ip: '10.9.0.6' });
    const v = await call(verify, { body: { verifyToken: sent.body.verifyToken, code: lastCode(env.outbox, '+989129999999') }, ip: '10.9.0.6' });
    expect(v.body.user.userType).toBe('superAdmin');
  });

  it('revokes the session on logout and answers 401 afterwards', async () => {
    const sent = await call(sendCode, { body: { phone: '09121112288' }, ip: '10.9.0.7' });
    const v = await call(verify, { body: { verifyToken: sent.body.verifyToken, code: lastCode(env.outbox, '+989121112288') }, ip: '10.9.0.7' });
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
