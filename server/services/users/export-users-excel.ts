import { type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import { EXCEL_HEADERS, type UserListFilter } from '@/lib/contracts/users';
import { jalaliFileDate, jalaliShort, tehranTime } from '@/lib/jalali';
import { toLocalIranian } from '@/lib/phone';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { clockNow } from '../../clock';
import { safeRow } from '../files/excel-cell';
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
export function exportFileName({ at = clockNow() }: { at?: Date } = {}): string {
  return `users-${jalaliFileDate(at)}.xlsx`;
}

/**
 * GET /v1/user/excel/list: the users the filters match, written to `out` (the response, or a test's
 * buffer) as an .xlsx while they are read, EXPORT_BATCH rows at a time by a keyset cursor on
 * (created_at, id), newest first. Persian headers, a right-to-left sheet, Jalali dates, phones in their
 * local 09… form. The route sets the download headers (exportFileName) before calling this.
 */
export async function writeUsersXlsx({ filter, out }: { filter: UserListFilter; out: Writable }): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = 'panel';
  const sheet = book.addWorksheet('کاربران', { views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ header: EXCEL_HEADERS[c.key], key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const base = userWhere({ filter: { ...filter, sort: undefined } });
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
