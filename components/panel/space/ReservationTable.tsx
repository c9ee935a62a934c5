import { useState } from 'react';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import { FieldShell } from '@/components/ui/form';
import { JalaliDateInput, INVALID_DAY } from '@/components/ui/date';
import type { ReservationView } from '@/lib/contracts/space';
import { jalaliDateTime, tehranIsoDate } from '@/lib/jalali';
import CheckInAction from './CheckInAction';
import { canMoveStatus, type OrderStatus } from '@/lib/order-rules';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { reservationWhen } from '@/components/space/ReservationInfo';
import StatusBadge from '@/components/order/StatusBadge';
import { useProviderReservationsQuery } from '@/store/api/space';
import styles from '@/components/panel/wallet/PanelMoney.module.css';

/** /panel/{providerId}/spaceReservations: every reservation of the branch, newest day first, optionally of one day. */
export default function ReservationTable({ providerId }: { providerId: string }) {
  const [date, setDate] = useState('');
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const valid = date !== INVALID_DAY;
  const page = paging.key === date ? paging.page : 1;
  const today = tehranIsoDate();
  const query = useProviderReservationsQuery({ providerId, page, date: valid && date ? date : undefined });
  const columns: Column<ReservationView>[] = [
    { header: 'شماره', cell: (r) => toPersianDigits(r.orderNumber) },
    { header: 'فضا', cell: (r) => r.itemTitle },
    { header: 'زمان', cell: (r) => reservationWhen(r) },
    { header: 'مشتری', cell: (r) => `${r.customerName || '—'} ${toPersianDigits(r.customerPhone.replace(/^\+98/, '0'))}` },
    { header: 'مبلغ', cell: (r) => `${formatToman(r.totalPrice)}${r.paid ? '' : ' (پرداخت نشده)'}` },
    { header: 'وضعیت', cell: (r) => (r.status === 'delivered' ? <span data-testid="reservation-checked-in">ورود ثبت شده</span> : <StatusBadge status={r.status as never} />) },
    {
      header: 'ثبت',
      cell: (r) => (
        <span className={styles.muted} data-testid="reservation-booked-by">
          {`${jalaliDateTime(r.createdAt)} · ${r.bookedBy ? `توسط ${r.bookedBy.name}` : 'توسط خود مشتری'}`}
        </span>
      ),
    },
    { header: 'ورود', cell: (r) => (canMoveStatus(r.status as OrderStatus, 'delivered') && r.date <= today ? <CheckInAction booking={r} /> : null) },
  ];
  return (
    <AdminTable
      query={query}
      rows={(d) => d.reservations}
      rowKey={(r) => r._id}
      columns={columns}
      caption="رزروهای فضای کار"
      testId="reservation-table"
      rowTestId="reservation-row"
      paging={{ page, pageSize: 50, total: (d) => d.total, onPage: (p) => setPaging({ key: date, page: p }) }}
      filters={
        <FieldShell id="res-day" label="روز" error={valid ? undefined : 'روز را درست وارد کنید.'}>
          {(p) => <JalaliDateInput {...p} value={valid ? date : ''} onChange={setDate} />}
        </FieldShell>
      }
    />
  );
}
