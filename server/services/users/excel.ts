import { Readable, type Writable } from 'node:stream';
import type { NextApiResponse } from 'next';
import ExcelJS from 'exceljs';
import { and, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import {
  EXCEL_HEADERS,
  EXCEL_MAX_ROWS,
  ZUserAdd,
  type ExcelRegisterResult,
  type ExcelRowFailure,
  type TUserListFilter,
} from '@/lib/contracts/users';
import { ERRORS } from '@/lib/messages';
import { jalaliFileDate, jalaliShort, tehranTime } from '@/lib/jalali';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import { toE164, toLocalIranian } from '@/lib/phone';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { clockNow } from '../../clock';
import { safeRow, unescapeCell } from '../files/excel-cell';
import { zipEntries, zipRead, zipStore, ZipRefused, type ZipEntry } from '../files/zip';
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

/** The export's file name: users-1405-09-04.xlsx (the Jalali day in Tehran, Latin digits). */
export function exportFileName(at = clockNow()): string {
  return `users-${jalaliFileDate(at)}.xlsx`;
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
    const after: SQL | undefined = cursor
      ? or(lt(users.createdAt, cursor.createdAt), and(eq(users.createdAt, cursor.createdAt), lt(users.id, cursor.id)))
      : undefined;
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
        .addRow(
          safeRow({
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
          }),
        )
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
  if (typeof v === 'string') return unescapeCell(v).trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    if ('richText' in v)
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim();
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

/**
 * The most an import unpacks of one part of the workbook (its sheet, its shared strings): 5,000 rows
 * of users are a few megabytes of XML, while a 200 KB zip can claim gigabytes.
 */
export const XLSX_MAX_PART_BYTES = 32 * 1024 * 1024;

const EMPTY_STRINGS =
  '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>';

const attr = (tag: string, name: string) => new RegExp(`\\s(?:\\w+:)?${name}="([^"]*)"`).exec(tag)?.[1];

/** The zip path of the workbook's first sheet (by the workbook's order, as a spreadsheet shows it). */
function firstSheetPath(book: string, rels: string, entries: ZipEntry[]): string | undefined {
  const sheetTag = /<(?:\w+:)?sheet\s[^>]*>/.exec(book)?.[0];
  const relId = sheetTag && attr(sheetTag, 'id');
  const relTag = relId
    ? (rels.match(/<(?:\w+:)?Relationship\s[^>]*>/g) ?? []).find((t) => attr(t, 'Id') === relId)
    : undefined;
  const target = relTag && attr(relTag, 'Target');
  if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  return entries
    .map((e) => e.name)
    .filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n))
    .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]))[0];
}

/**
 * The parts of an .xlsx the import reads (workbook, relations, shared strings, first sheet), each
 * unpacked with a cap (XLSX_MAX_PART_BYTES, whatever sizes the zip claims) and put back as a small
 * zip in the order exceljs's streaming reader reads without temporary files. A workbook any of whose
 * entries claims more than the cap is refused before anything is unpacked.
 */
function workbookParts(data: Buffer): Buffer {
  // An .xlsx is a zip: anything else is refused before it is read.
  if (data.length < 4 || data[0] !== 0x50 || data[1] !== 0x4b) throw new AppError('EXCEL_MALFORMED');
  try {
    const entries = zipEntries(data);
    if (entries.some((e) => e.size > XLSX_MAX_PART_BYTES)) throw new AppError('EXCEL_TOO_LARGE');
    const byName = new Map(entries.map((e) => [e.name, e]));
    const read = (name: string | undefined) => {
      const e = name ? byName.get(name) : undefined;
      return e ? zipRead({ data, entry: e, maxBytes: XLSX_MAX_PART_BYTES }) : undefined;
    };
    const book = read('xl/workbook.xml');
    const rels = read('xl/_rels/workbook.xml.rels');
    if (!book || !rels) throw new AppError('EXCEL_MALFORMED');
    const sheet = read(firstSheetPath(book.toString('utf8'), rels.toString('utf8'), entries));
    if (!sheet) throw new AppError('EXCEL_MALFORMED');
    return zipStore([
      { name: 'xl/_rels/workbook.xml.rels', data: rels },
      { name: 'xl/workbook.xml', data: book },
      { name: 'xl/sharedStrings.xml', data: read('xl/sharedStrings.xml') ?? Buffer.from(EMPTY_STRINGS) },
      { name: 'xl/worksheets/sheet1.xml', data: sheet },
    ]);
  } catch (err) {
    if (err instanceof ZipRefused)
      throw new AppError(err.reason === 'too-large' ? 'EXCEL_TOO_LARGE' : 'EXCEL_MALFORMED');
    throw err;
  }
}

/**
 * The first sheet's rows, read as a stream (never the whole workbook in memory). The caller stops
 * reading when it has seen enough; a part that does not parse is EXCEL_MALFORMED.
 */
async function* sheetRows(data: Buffer): AsyncGenerator<ExcelJS.Row> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([workbookParts(data)]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) yield row;
      return;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('EXCEL_MALFORMED');
  }
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
  const failed: ExcelRowFailure[] = [];
  const candidates: { row: number; phone: string; values: typeof users.$inferInsert }[] = [];
  const seen = new Map<string, number>();
  let colOf: Record<Field, number | undefined> | null = null;
  let read = 0;
  for await (const row of sheetRows(Buffer.from(await file.arrayBuffer()))) {
    if (!colOf) {
      const header = new Map<string, number>();
      if (row.number === 1) row.eachCell((cell, col) => header.set(cellText(cell.value), col));
      colOf = Object.fromEntries(IMPORT_FIELDS.map((f) => [f, header.get(EXCEL_HEADERS[f])])) as Record<
        Field,
        number | undefined
      >;
      if (!colOf.phone) throw new AppError('EXCEL_NO_PHONE_COLUMN');
      if (row.number === 1) continue;
    }
    // Reading stops at the limit: a longer sheet is never read to its end.
    if (row.number - 1 > EXCEL_MAX_ROWS) throw new AppError('EXCEL_TOO_MANY_ROWS');
    const cols = colOf;
    const r = row.number;
    const raw = Object.fromEntries(
      IMPORT_FIELDS.map((f) => [f, cols[f] ? cellText(row.getCell(cols[f]!).value) : '']),
    ) as Record<Field, string>;
    if (IMPORT_FIELDS.every((f) => !raw[f])) continue;
    read++;
    const parsed = ZUserAdd.safeParse({ ...raw, phone: raw.phone ? (phoneOf(raw.phone) ?? raw.phone) : '' });
    if (!parsed.success) {
      failed.push({ row: r, phone: raw.phone, reason: parsed.error.issues[0]?.message ?? ERRORS.BAD_INPUT.fa });
      continue;
    }
    const v = parsed.data;
    if (seen.has(v.phone)) {
      failed.push({
        row: r,
        phone: raw.phone,
        reason: `این شماره در ردیف ${toPersianDigits(seen.get(v.phone)!)} فایل هم آمده است.`,
      });
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
  if (!colOf) throw new AppError('EXCEL_NO_PHONE_COLUMN');

  let registered = 0;
  await db().transaction(async (tx) => {
    const taken = new Set<string>();
    for (let i = 0; i < candidates.length; i += 500) {
      const phones = candidates.slice(i, i + 500).map((c) => c.values.phone);
      for (const t of await tx.select({ phone: users.phone }).from(users).where(inArray(users.phone, phones)))
        taken.add(t.phone);
    }
    const fresh = candidates.filter((c) => {
      if (!taken.has(c.values.phone)) return true;
      failed.push({ row: c.row, phone: c.phone, reason: ERRORS.USER_PHONE_TAKEN.fa });
      return false;
    });
    for (let i = 0; i < fresh.length; i += 500)
      await tx.insert(users).values(fresh.slice(i, i + 500).map((c) => c.values));
    registered = fresh.length;
  });
  failed.sort((a, b) => a.row - b.row);
  return { registered, failed, rows: read };
}
