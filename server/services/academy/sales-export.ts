import ExcelJS from 'exceljs';
import type { SalesFigures } from '@/lib/contracts/academy';
import { jalaliDateTime, jalaliFileDate } from '@/lib/jalali';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { safeRow } from '../files/excel-cell';
import { loadEventForStaff } from './load-event';
import { eventReport, teacherReport } from './sales-report';

const MONEY = '#,##0';

/** A report as an .xlsx (right-to-left, Persian headers, Jalali dates, cells through safeRow). */
async function workbook({
  title,
  rows,
  total,
}: {
  title: string;
  rows: (SalesFigures & { title: string; startAt: string })[];
  total: SalesFigures;
}) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'همکار';
  const ws = wb.addWorksheet('فروش', { views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }] });
  ws.columns = [
    { header: 'رویداد', key: 'title', width: 36 },
    { header: 'زمان', key: 'when', width: 22 },
    { header: 'بلیت فروخته‌شده', key: 'ticketsSold', width: 16 },
    { header: 'فروش (تومان)', key: 'gross', width: 18, style: { numFmt: MONEY } },
    { header: 'کمیسیون (تومان)', key: 'commission', width: 18, style: { numFmt: MONEY } },
    { header: 'سهم مدرس (تومان)', key: 'owed', width: 18, style: { numFmt: MONEY } },
  ];
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(safeRow({ ...r, when: jalaliDateTime(r.startAt) }));
  ws.addRow(safeRow({ title: `جمع — ${title}`, when: '', ...total })).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** GET /v1/event/{id}/report/xlsx. */
export async function exportEventReport({ actor, eventId }: { actor: SessionUser; eventId: string }) {
  const r = await eventReport({ actor, eventId });
  const e = await loadEventForStaff({ eventId, actor });
  const data = await workbook({ title: r.title, rows: [{ ...r, startAt: e.startAt.toISOString() }], total: r });
  return { data, fileName: `event-report-${jalaliFileDate(clockNow())}.xlsx` };
}

/** GET /v1/teacher/{id}/report/xlsx. */
export async function exportTeacherReport({ actor, teacherId }: { actor: SessionUser; teacherId: string }) {
  const r = await teacherReport({ actor, teacherId });
  const data = await workbook({ title: r.teacher.name, rows: r.events, total: r });
  return { data, fileName: `teacher-report-${jalaliFileDate(clockNow())}.xlsx` };
}
