import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { clockNow } from '@/server/clock';
import * as s from '@/server/db/schema';
import createEvent from '@/pages/api/v1/event/create';
import purchase from '@/pages/api/v1/event/ticket/purchase';
import checkin from '@/pages/api/v1/event/ticket/checkin';
import issue from '@/pages/api/v1/event/[id]/certificates/issue';
import editSignatures from '@/pages/api/v1/certificate/signatures/edit';
import pdf from '@/pages/api/v1/certificate/[code]/pdf';
import { call, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { setWallet, userIdOf } from './payment-helpers';

let env: TestEnv;
beforeAll(async () => {
  env = await setupTestEnv();
});
afterAll(async () => env?.close());

const hasPoppler = ['/usr/bin/pdftotext', '/usr/local/bin/pdftotext'].some((p) => existsSync(p));

describe('the certificate PDF', () => {
  it('answers application/pdf whose text holds the attendee, the event and the code; an unknown code is 404', async () => {
    const admin = await login(env, DEMO_PHONES.mirdamadAdmin);
    const superAdmin = await login(env, DEMO_PHONES.superAdmin);
    const buyer = await login(env, '09121540001');
    const buyerId = await userIdOf('09121540001');
    await db().update(s.users).set({ firstNameFa: 'سارا', lastNameFa: 'محمدی' }).where(eq(s.users.id, buyerId));
    const mirdamad = await providerByBranch('mirdamad');
    const start = new Date(clockNow().getTime() + 86_400_000);
    const made = await call(createEvent, {
      body: {
        providerId: mirdamad.id,
        title: 'کارگاه لاته‌آرت',
        startAt: start.toISOString(),
        endAt: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
        capacity: 5,
        price: 250_000,
        status: 'published',
      },
      token: admin,
    });
    const eventId = made.body.event._id;
    await setWallet(buyerId, 250_000);
    const bought = await call(purchase, { body: { eventId, count: 1, paymentBy: 'wallet' }, token: buyer });
    await call(checkin, { body: { code: bought.body.tickets[0].code }, token: admin });
    const sig = await call(editSignatures, {
      body: {
        signatures: [
          { index: 1, fullName: 'علی کریمی', description: 'مدیر آکادمی', image: null },
          { index: 2, fullName: 'مریم رضایی', description: 'مدرس دوره', image: null },
          { index: 3, fullName: 'رضا احمدی', description: 'مدیر شعبه میرداماد', image: null },
        ],
      },
      token: superAdmin,
    });
    expect(sig.status, JSON.stringify(sig.body)).toBe(200);
    expect((await call(editSignatures, { body: sig.body, token: admin })).status).toBe(403);
    await call(issue, { query: { id: eventId }, body: {}, token: admin });
    const [cert] = await db().select().from(s.certificates).where(eq(s.certificates.eventId, eventId));
    const r = await call(pdf, { query: { code: cert.code } });
    expect(r.status).toBe(200);
    expect(String(r.headers['content-type'])).toBe('application/pdf');
    const bytes = Buffer.isBuffer(r.body) ? r.body : Buffer.from(r.body as string, 'binary');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(pdf, { query: { code: 'NOSUCHCODE' } })).status).toBe(404);
    if (!hasPoppler) return;
    const dir = mkdtempSync(path.join(tmpdir(), 'cert-'));
    const file = path.join(dir, 'c.pdf');
    writeFileSync(file, bytes);
    if (process.env.CERT_PDF_OUT) writeFileSync(process.env.CERT_PDF_OUT, bytes);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(cert.code);
    // Persian text comes back from pdftotext in visual order with presentation forms; compare letters only.
    const letters = (t: string) => t.normalize('NFKC').replace(/[^\u0600-\u06FF]/g, '');
    const plain = letters(text);
    const has = (word: string) =>
      plain.includes(letters(word)) || plain.includes([...letters(word)].reverse().join(''));
    expect(has('سارا')).toBe(true);
    expect(has('محمدی')).toBe(true);
  });
});
