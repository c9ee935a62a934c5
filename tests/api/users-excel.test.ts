import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { writeUsersXlsx } from '@/server/services/users';
import exportList from '@/pages/api/v1/user/excel/list';
import register from '@/pages/api/v1/user/excel/register';
import { call, login, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';

let env: TestEnv;
let superAdmin: string;
let headOffice: string;
let barista: string;
let customer: string;

async function multipart(file: { data: Buffer; name: string } | null) {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file.data)]), file.name);
  else form.append('note', 'x');
  const res = new Response(form);
  return { data: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
}

async function exportBuffer(filter: Parameters<typeof writeUsersXlsx>[0] = {}): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((r) => out.on('end', r));
  await writeUsersXlsx(filter, out);
  await ended;
  return Buffer.concat(chunks);
}

async function sheetOf(data: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  return book.worksheets[0];
}

const upload = async (data: Buffer, token = headOffice) => call(register, { method: 'POST', raw: await multipart({ data, name: 'users.xlsx' }), token });

beforeAll(async () => {
  env = await setupTestEnv();
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  customer = await login(env, DEMO_PHONES.customer);
  headOffice = await login(env, '+989120001601');
  await db().update(s.users).set({ accessLevel: { users: true } }).where(eq(s.users.phone, '+989120001601'));
  await db().update(s.users).set({ firstName: 'Ali', lastName: 'Karimi', firstNameFa: 'علی', wallet: 75_000 }).where(eq(s.users.phone, DEMO_PHONES.customer));
});
afterAll(async () => env?.close());

describe('Excel export and import of users', () => {
  it('only the users flag or a super admin may export or import', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRows([['موبایل'], ['09121600099']]);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    for (const token of [barista, customer]) {
      expect((await call(exportList, { query: {}, token })).status).toBe(403);
      expect((await upload(file, token)).status).toBe(403);
    }
    expect(await db().select().from(s.users).where(eq(s.users.phone, '+989121600099'))).toHaveLength(0);
    expect((await call(exportList, { query: {} })).status).toBe(401);
    expect((await call(exportList, { query: { from: 'yesterday' }, token: superAdmin })).status).toBe(400);
  });

  it('exports the filtered users to a right-to-left sheet with Persian headers and Jalali dates', async () => {
    const sheet = await sheetOf(await exportBuffer({ text: 'karimi' }));
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['موبایل', 'نام', 'نام خانوادگی']);
    expect(header).toContain('تاریخ عضویت');
    expect(sheet.actualRowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('09120000003');
    expect(row.getCell(2).value).toBe('Ali');
    expect(row.getCell(7).value).toBe(75_000);
    expect(String(row.getCell(10).value)).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}$/);
    const all = await sheetOf(await exportBuffer());
    const [{ n }] = [{ n: (await db().select({ id: s.users.id }).from(s.users)).length }];
    expect(all.actualRowCount).toBe(n + 1);
  });

  it('round trip: export, edit a row, add rows, import; bad and duplicate rows are reported, the rest registered', async () => {
    const sheet = await sheetOf(await exportBuffer({ text: 'karimi' }));
    const book = sheet.workbook;
    // The exported row becomes a new person: another phone and name (the id column is ignored).
    sheet.getRow(2).getCell(1).value = '09121600001';
    sheet.getRow(2).getCell(2).value = 'Reza';
    sheet.getRow(2).getCell(4).value = 'رضا';
    sheet.addRow(['۰۹۱۲۱۶۰۰۰۰۲', 'Mina', 'Tehrani']); // Persian digits
    sheet.addRow([9121600003, 'Leading', 'Zero']); // Excel dropped the 0
    sheet.addRow(['12345', 'Bad', 'Phone']);
    sheet.addRow([DEMO_PHONES.customer.replace('+98', '0'), 'Already', 'Here']);
    sheet.addRow(['09121600002', 'Twice', 'InFile']);
    sheet.addRow(['09121600004', 'Latin', 'InFa', 'Sara']);
    sheet.addRow([]);
    const data = Buffer.from(await book.xlsx.writeBuffer());

    const r = await upload(data);
    expect(r.status).toBe(200);
    expect(r.body.registered).toBe(3);
    expect(r.body.rows).toBe(7);
    expect(r.body.failed).toEqual([
      { row: 5, phone: '12345', reason: 'شماره تلفن وارد شده صحیح نمی باشد' },
      { row: 6, phone: '09120000003', reason: 'کاربری با این شماره قبلا ثبت شده است.' },
      { row: 7, phone: '09121600002', reason: 'این شماره در ردیف ۳ فایل هم آمده است.' },
      { row: 8, phone: '09121600004', reason: 'نام فارسی را با حروف فارسی بنویسید.' },
    ]);
    const [reza] = await db().select().from(s.users).where(eq(s.users.phone, '+989121600001'));
    expect(reza).toMatchObject({ firstName: 'Reza', lastName: 'Karimi', firstNameFa: 'رضا', wallet: 0 });
    expect(await db().select().from(s.users).where(eq(s.users.phone, '+989121600002'))).toHaveLength(1);
    expect(await db().select().from(s.users).where(eq(s.users.phone, '+989121600003'))).toHaveLength(1);
    // The customer's own row was not touched by the import.
    const [ali] = await db().select().from(s.users).where(eq(s.users.phone, DEMO_PHONES.customer));
    expect(ali.firstName).toBe('Ali');

    // Importing the same file again registers nobody: every phone is now taken or bad.
    const again = await upload(data);
    expect(again.body.registered).toBe(0);
    expect(again.body.failed).toHaveLength(7);
  });

  it('a malformed, headerless, missing or oversize workbook is a clear 400 and registers nobody', async () => {
    const count = async () => (await db().select({ id: s.users.id }).from(s.users)).length;
    const before = await count();
    const notXlsx = await upload(Buffer.from('phone,name\n09121700001,x\n'));
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.body.error.eLang.fa).toBe('فایل ارسال شده یک فایل اکسل (xlsx) معتبر نیست.');
    const brokenZip = await upload(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]));
    expect(brokenZip.status).toBe(400);
    expect(brokenZip.body.error.eLang.fa).toBe('فایل ارسال شده یک فایل اکسل (xlsx) معتبر نیست.');

    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['name', 'tel']);
    const noPhone = await upload(Buffer.from(await book.xlsx.writeBuffer()));
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.error.eLang.fa).toBe('ستون «موبایل» در سطر اول فایل پیدا نشد.');

    const missing = await call(register, { method: 'POST', raw: await multipart(null), token: headOffice });
    expect(missing.status).toBe(400);
    expect(missing.body.error.eLang.fa).toBe('فایل اکسل را انتخاب کنید.');

    const huge = await upload(Buffer.alloc(3 * 1024 * 1024, 1));
    expect(huge.status).toBe(413);
    expect(await count()).toBe(before);
  });
});
