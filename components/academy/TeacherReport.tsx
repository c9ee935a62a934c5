import Link from 'next/link';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import type { QueryLike } from '@/components/ui/QueryState';
import type { TeacherReportRow, TeacherReportView } from '@/lib/contracts/academy';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDate } from '@/lib/jalali';
import { formatAmount } from '@/lib/money';
import SalesFigures from './SalesFigures';
import { EVENT_STATUS_LABELS } from './labels';

/**
 * A teacher's events with what each sold, the commission and what they are owed, and the totals
 * (the server's sums of the same rows). `eventHref` links a row to its page (panel or public).
 */
export default function TeacherReport({
  query,
  eventHref,
  xlsxHref,
}: {
  query: QueryLike<TeacherReportView>;
  eventHref: (row: TeacherReportRow) => string;
  xlsxHref?: string;
}) {
  const columns: Column<TeacherReportRow>[] = [
    { header: 'رویداد', cell: (r) => <Link href={eventHref(r)}>{r.title}</Link>, wrap: true },
    { header: 'تاریخ', cell: (r) => jalaliDate(r.startAt) },
    { header: 'شعبه', cell: (r) => r.providerName },
    { header: 'وضعیت', cell: (r) => EVENT_STATUS_LABELS[r.status] },
    { header: 'بلیت', cell: (r) => toPersianDigits(r.ticketsSold) },
    { header: 'فروش', cell: (r) => formatAmount(r.gross) },
    { header: 'کمیسیون', cell: (r) => formatAmount(r.commission) },
    { header: 'سهم مدرس', cell: (r) => formatAmount(r.owed) },
  ];
  return (
    <>
      {query.data && <SalesFigures figures={query.data} testId="teacher-report" />}
      {xlsxHref && query.data && (
        <div>
          <a className="btn btn-outline btn-sm" href={xlsxHref} download>
            دریافت فایل اکسل
          </a>
        </div>
      )}
      <AdminTable
        query={query}
        rows={(d) => d.events}
        rowKey={(r) => r.eventId}
        columns={columns}
        caption="رویدادهای مدرس و فروش هر کدام"
        testId="teacher-report-table"
      />
    </>
  );
}
