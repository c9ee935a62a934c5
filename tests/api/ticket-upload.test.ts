import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { call, login, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { tinyPdf, tinyPng } from './fixtures';
import { fileForm, openTicket, upload } from './ticket-helpers';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { DEMO_SUPPORT_PHONE } from '@/server/db/seed-tickets';
import uploadExternal from '@/pages/api/v1/ticket/upload/attachment/external';
import attachment from '@/pages/api/v1/ticket/attachment/[fileName]';
import ownTicket from '@/pages/api/v1/ticket/external/[id]';

let env: TestEnv;
let customer: string;
let agent: string;

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
  agent = await login(env, DEMO_SUPPORT_PHONE);
});
afterAll(async () => env?.close());

const uploadsDir = () => path.join(env.dataDir, 'uploads', 'ticket');
const onDisk = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);
const fileRows = async () => (await db().select({ name: s.files.name }).from(s.files)).length;

describe('ticket attachments', () => {
  it('accepts a real PNG, stores it redrawn as WebP under a random name, and serves it inline to the ticket owner', async () => {
    const r = await upload(customer, tinyPng(), '../../screenshot.png');
    expect(r.status).toBe(200);
    const a = r.body.attachment;
    expect(a).toMatchObject({ originalName: 'screenshot.webp', contentType: 'image/webp' });
    expect(a.fileName).toMatch(/^[a-f0-9]{22}01\.webp$/);
    expect(onDisk()).toContain(a.fileName);

    const t = await openTicket(customer, { attachments: [a] });
    expect(
      (await call(ownTicket, { query: { id: t.body.ticket._id }, token: customer })).body.ticket.attachments[0]
        .fileName,
    ).toBe(a.fileName);
    const served = await call(attachment, { query: { fileName: a.fileName }, token: customer });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="screenshot.webp"; filename*=UTF-8''screenshot.webp`,
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-security-policy'])).toContain('sandbox');
    expect(Buffer.from(served.body as Buffer).length).toBe(a.size);
    const download = await call(attachment, { query: { fileName: a.fileName, download: '1' }, token: agent });
    expect(String(download.headers['content-disposition'])).toMatch(/^attachment;/);
  });

  it('accepts a PDF and always serves it as a download', async () => {
    const r = await upload(customer, tinyPdf(), 'فاکتور خرید.pdf');
    expect(r.status).toBe(200);
    expect(r.body.attachment.fileName).toMatch(/\.pdf$/);
    const served = await call(attachment, { query: { fileName: r.body.attachment.fileName }, token: customer });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="______ ____.pdf"; filename*=UTF-8''${encodeURIComponent('فاکتور خرید.pdf')}`,
    );
  });

  it('refuses HTML renamed .png, leaving nothing on disk or in the database', async () => {
    const before = onDisk().length;
    const rows = await fileRows();
    const r = await upload(
      customer,
      Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
      'photo.png',
    );
    expect(r.status).toBe(415);
    expect(r.body.error.eLang.fa).toBe('فقط تصویر (PNG، JPEG، WebP) یا PDF پذیرفته می‌شود.');
    expect(onDisk().length).toBe(before);
    expect(await fileRows()).toBe(rows);
  });

  it('refuses a file over 10 MB, whether the body is cut off while streaming or checked after, leaving nothing', async () => {
    const before = onDisk().length;
    const rows = await fileRows();
    // Just over 10 MB: the body fits the route's limit and the upload service refuses the file.
    const justOver = await upload(customer, Buffer.concat([tinyPng(), Buffer.alloc(10 * 1024 * 1024)]), 'big.png');
    expect(justOver.status).toBe(413);
    expect(justOver.body.error.eLang.fa).toBe('حجم فایل بیش از ۱۰ مگابایت است.');
    // Far over: the route stops reading the body.
    const huge = await upload(customer, Buffer.concat([tinyPng(), Buffer.alloc(12 * 1024 * 1024)]), 'huge.png');
    expect(huge.status).toBe(413);
    expect(onDisk().length).toBe(before);
    expect(await fileRows()).toBe(rows);
  });

  it('asks for a file when the form has none', async () => {
    const form = new FormData();
    form.append('note', 'no file here');
    const req = new Request('http://local/upload', { method: 'POST', body: form });
    const r = await call(uploadExternal, {
      method: 'POST',
      raw: { data: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! },
      token: customer,
    });
    expect(r.status).toBe(400);
    expect(r.body.error.eLang.fa).toBe('فایلی انتخاب نشده است.');
    const anon = await call(uploadExternal, { method: 'POST', raw: await fileForm(tinyPng(), 'a.png') });
    expect(anon.status).toBe(401);
  });

  it('drops uploads nobody attached within a day', async () => {
    const old = await upload(customer, tinyPng(), 'old.png');
    await db()
      .update(s.ticketAttachments)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(s.ticketAttachments.fileName, old.body.attachment.fileName));
    await upload(customer, tinyPng(), 'new.png');
    expect(onDisk()).not.toContain(old.body.attachment.fileName);
    expect(await db().select().from(s.files).where(eq(s.files.name, old.body.attachment.fileName))).toHaveLength(0);
  });
});
