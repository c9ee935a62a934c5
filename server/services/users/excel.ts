import type { Writable } from 'node:stream';
import type { NextApiResponse } from 'next';
import ExcelJS from 'exceljs';
import { and, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import { EXCEL_HEADERS, EXCEL_MAX_ROWS, ZUserAdd, type ExcelRegisterResult, type ExcelRowFailure, type TUserListFilter } from '@/lib/contracts/users';
import { ERRORS } from '@/lib/messages';
import { jalaliShort, tehranTime } from '@/lib/jalali';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import { toE164, toLocalIranian } from '@/lib/phone';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { newReferralCode } from '../auth/login';
import { userWhere } from './filter';

/** Rows read from the database per round trip of the export: the workbook never holds them all. */
const EXPORT_BATCH = 1000;

const COLUMNS: { key: keyof typeof EXCEL_HEADERS; width: number }[] = [
  { key: 'phone', width: 16 },
  { key: 'firstName', width: 16 },
  { key: 'lastName', width: 18 },
  { key: 'firstNameFa', width: 16 },
  { key: 'lastNameFa', width: 20 },
  { key: 'email', width: 26 },
  { key: 'wallet', width: 20 },
  { key: 'active', width: 8 },
  { key: 'verified', width: 10 },
  { key: 'createdAt', width: 22 },
  { key: 'id', width: 28 },
];

const yesNo = (v: boolean) => (v ? 'بله' : 'خیر');

interface ExportRow {
  id: string;
  phone: string;
  firstName: string | null;
  lastName: string | null;
  firstNameFa: string | null;
  lastNameFa: string | null;
  email: string | null;
  wallet: number;
  active: boolean;
  verified: boolean;
  createdAt: Date;
}

/** The export's file name: users-YYYY-MM-DD.xlsx (Tehran day). */
export function exportFileName(at = new Date()): string {
  return `users-${new Date(at.getTime() + 3.5 * 3600_000).toISOString().slice(0, 10)}.xlsx`;
}

/**
 * GET /v1/user/excel/list: the users the filters match, written to `res` as an .xlsx while they are
 * read, EXPORT_BATCH rows at a time by a keyset cursor on (created_at, id), newest first. Persian
 * headers, a right-to-left sheet, Jalali dates, phones in their local 09… form.
 */
export async function streamUsersExcel(filter: TUserListFilter, res: NextApiResponse): Promise<void> {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Disposition', `attachment; filename="${exportFileName()}"`);
  res.setHeader('Cache-Control', 'no-store');
  await writeUsersXlsx(filter, res as unknown as Writable);
}

/** The export's workbook written to any stream (the response, or a test's buffer). */
export async function writeUsersXlsx(filter: TUserListFilter, out: Writable): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = 'panel';
  const sheet = book.addWorksheet('کاربران', { views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ header: EXCEL_HEADERS[c.key], key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const base = userWhere({ ...filter, sort: undefined });
  let cursor: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor ? or(lt(users.createdAt, cursor.createdAt), and(eq(users.createdAt, cursor.createdAt), lt(users.id, cursor.id))) : undefined;
    const rows: ExportRow[] = await db()
      .select({
        id: users.id,
        phone: users.phone,
        firstName: users.firstName,
        lastName: users.lastName,
        firstNameFa: users.firstNameFa,
        lastNameFa: users.lastNameFa,
        email: users.email,
        wallet: users.wallet,
        active: users.active,
        verified: users.verified,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(and(base, after))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(EXPORT_BATCH);
    for (const u of rows) {
      sheet
        .addRow({
          id: u.id,
          phone: toLocalIranian(u.phone),
          firstName: u.firstName ?? '',
          lastName: u.lastName ?? '',
          firstNameFa: u.firstNameFa ?? '',
          lastNameFa: u.lastNameFa ?? '',
          email: u.email ?? '',
          wallet: u.wallet,
          active: yesNo(u.active),
          verified: yesNo(u.verified),
          createdAt: `${jalaliShort(u.createdAt)} ${tehranTime(u.createdAt)}`,
        })
        .commit();
    }
    if (rows.length < EXPORT_BATCH) break;
    const last: { createdAt: Date; id: string } = rows[rows.length - 1];
    cursor = { createdAt: last.createdAt, id: last.id };
  }
  sheet.commit();
  await book.commit();
}

/** A cell's text whatever Excel stored (rich text, a number, a hyperlink, a formula's result). */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('').trim();
    if ('text' in v && typeof v.text === 'string') return v.text.trim();
    if ('result' in v && v.result !== undefined && v.result !== null) return cellText(v.result as ExcelJS.CellValue);
  }
  return '';
}

/** A phone cell: Excel drops the leading 0 of 0912… typed as a number, so 9 digits starting 9 get it back. */
function phoneOf(raw: string): string | null {
  const t = toLatinDigits(raw).replace(/[\s\-()]/g, '');
  return toE164(/^9\d{9}$/.test(t) ? `0${t}` : t);
}

async function readWorkbook(data: Buffer): Promise<ExcelJS.Worksheet> {
  // An .xlsx is a zip: anything else is refused before exceljs reads it.
  if (data.length < 4 || data[0] !== 0x50 || data[1] !== 0x4b) throw new AppError('EXCEL_MALFORMED');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new AppError('EXCEL_MALFORMED');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new AppError('EXCEL_MALFORMED');
  return sheet;
}

type Field = 'phone' | 'firstName' | 'lastName' | 'firstNameFa' | 'lastNameFa' | 'email';
const IMPORT_FIELDS: Field[] = ['phone', 'firstName', 'lastName', 'firstNameFa', 'lastNameFa', 'email'];

/**
 * POST /v1/user/excel/register: registers the users of the workbook's first sheet, found by the
 * export's Persian headers (only «موبایل» is required; other columns are ignored). Each row is checked
 * like POST /v1/user/add; a bad phone, a phone already registered or repeated in the file, or a bad
 * name or email is reported with its row number, and every other row is registered. Rows already
 * registered are inserted together in one transaction.
 */
export async function registerUsersFromExcel(file: File): Promise<ExcelRegisterResult> {
  const sheet = await readWorkbook(Buffer.from(await file.arrayBuffer()));
  const header = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => header.set(cellText(cell.value), col));
  const colOf = Object.fromEntries(IMPORT_FIELDS.map((f) => [f, header.get(EXCEL_HEADERS[f])])) as Record<Field, number | undefined>;
  if (!colOf.phone) throw new AppError('EXCEL_NO_PHONE_COLUMN');
  if (sheet.rowCount - 1 > EXCEL_MAX_ROWS) throw new AppError('EXCEL_TOO_MANY_ROWS');

  const failed: ExcelRowFailure[] = [];
  const candidates: { row: number; phone: string; values: typeof users.$inferInsert }[] = [];
  const seen = new Map<string, number>();
  let read = 0;
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const raw = Object.fromEntries(IMPORT_FIELDS.map((f) => [f, colOf[f] ? cellText(row.getCell(colOf[f]!).value) : ''])) as Record<Field, string>;
    if (IMPORT_FIELDS.every((f) => !raw[f])) continue;
    read++;
    const parsed = ZUserAdd.safeParse({ ...raw, phone: raw.phone ? (phoneOf(raw.phone) ?? raw.phone) : '' });
    if (!parsed.success) {
      failed.push({ row: r, phone: raw.phone, reason: parsed.error.issues[0]?.message ?? ERRORS.BAD_INPUT.fa });
      continue;
    }
    const v = parsed.data;
    if (seen.has(v.phone)) {
      failed.push({ row: r, phone: raw.phone, reason: `این شماره در ردیف ${toPersianDigits(seen.get(v.phone)!)} فایل هم آمده است.` });
      continue;
    }
    seen.set(v.phone, r);
    candidates.push({
      row: r,
      phone: raw.phone,
      values: {
        id: newId(),
        phone: v.phone,
        firstName: v.firstName || null,
        lastName: v.lastName || null,
        firstNameFa: v.firstNameFa || null,
        lastNameFa: v.lastNameFa || null,
        email: v.email || null,
        referralCode: newReferralCode(),
      },
    });
  }

  let registered = 0;
  await db().transaction(async (tx) => {
    const taken = new Set<string>();
    for (let i = 0; i < candidates.length; i += 500) {
      const phones = candidates.slice(i, i + 500).map((c) => c.values.phone);
      for (const t of await tx.select({ phone: users.phone }).from(users).where(inArray(users.phone, phones))) taken.add(t.phone);
    }
    const fresh = candidates.filter((c) => {
      if (!taken.has(c.values.phone)) return true;
      failed.push({ row: c.row, phone: c.phone, reason: ERRORS.USER_PHONE_TAKEN.fa });
      return false;
    });
    for (let i = 0; i < fresh.length; i += 500) await tx.insert(users).values(fresh.slice(i, i + 500).map((c) => c.values));
    registered = fresh.length;
  });
  failed.sort((a, b) => a.row - b.row);
  return { registered, failed, rows: read };
}
