import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { inArray } from 'drizzle-orm';
import {
  EXCEL_HEADERS,
  EXCEL_MAX_ROWS,
  ZUserAdd,
  type ExcelRegisterResult,
  type ExcelRowFailure,
} from '@/lib/contracts/users';
import { ERRORS } from '@/lib/messages';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import { toE164 } from '@/lib/phone';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { unescapeCell } from '../files/excel-cell';
import { zipEntries, zipRead, zipStore, ZipRefused, type ZipEntry } from '../files/zip';
import { newReferralCode } from '../auth/referral-code';

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
function firstSheetPath({
  book,
  rels,
  entries,
}: {
  book: string;
  rels: string;
  entries: ZipEntry[];
}): string | undefined {
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
    const entries = zipEntries({ data });
    if (entries.some((e) => e.size > XLSX_MAX_PART_BYTES)) throw new AppError('EXCEL_TOO_LARGE');
    const byName = new Map(entries.map((e) => [e.name, e]));
    const read = (name: string | undefined) => {
      const e = name ? byName.get(name) : undefined;
      return e ? zipRead({ data, entry: e, maxBytes: XLSX_MAX_PART_BYTES }) : undefined;
    };
    const book = read('xl/workbook.xml');
    const rels = read('xl/_rels/workbook.xml.rels');
    if (!book || !rels) throw new AppError('EXCEL_MALFORMED');
    const sheet = read(firstSheetPath({ book: book.toString('utf8'), rels: rels.toString('utf8'), entries }));
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
export async function registerUsersFromExcel({ file }: { file: File }): Promise<ExcelRegisterResult> {
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
