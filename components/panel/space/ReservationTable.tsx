import { useState } from 'react';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import { FieldShell } from '@/components/ui/form';
import { JalaliDateInput, INVALID_DAY } from '@/components/ui/date';
import type { ReservationView } from '@/lib/contracts/space/booking';
import { jalaliDateTime, tehranIsoDate } from '@/lib/jalali';
import CheckInAction from './CheckInAction';
import { canMoveStatus, type OrderStatus } from '@/lib/order-rules';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { reservationWhen } from '@/components/space/ReservationInfo';
import BookingStatusBadge from '@/components/space/BookingStatusBadge';
import { useProviderReservationsQuery } from '@/store/api/space';
import styles from '@/components/panel/shared/PanelForm.module.css';

/** /panel/{providerId}/spaceReservations: every reservation of the branch, newest day first, optionally of one day. */
export default function ReservationTable({ providerId }: { providerId: string }) {
  const [date, setDate] = useState('');
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const valid = date !== INVALID_DAY;
  const page = paging.key === date ? paging.page : 1;
  const today = tehranIsoDate();
  const query = useProviderReservationsQuery({ providerId, page, date: valid && date ? date : undefined });
  // Four columns, each of a few short lines, so a phone shows a booking without scrolling sideways.
  const columns: Column<ReservationView>[] = [
    {
      header: 'رزرو',
      cell: (r) => (
        <div style={{ display: 'grid', gap: '.15rem' }}>
          <strong>{r.itemTitle}</strong>
          <span className={styles.muted}>{`رزرو شماره ${toPersianDigits(r.orderNumber)}`}</span>
          <span data-testid="reservation-when-cell">{reservationWhen(r)}</span>
        </div>
      ),
    },
    {
      header: 'مشتری',
      cell: (r) => (
        <div style={{ display: 'grid', gap: '.15rem' }}>
          <span>
            {r.customerName || 'بدون نام'}{' '}
            <span dir="ltr">{toPersianDigits(r.customerPhone.replace(/^\+98/, '0'))}</span>
          </span>
          <span className={styles.muted} data-testid="reservation-booked-by">
            {`${r.bookedBy ? `ثبت توسط ${r.bookedBy.name}` : 'ثبت توسط خود مشتری'} · ${jalaliDateTime(r.createdAt)}`}
          </span>
        </div>
      ),
    },
    {
      header: 'مبلغ و وضعیت',
      cell: (r) => (
        <div style={{ display: 'grid', gap: '.25rem', justifyItems: 'start' }}>
          <span>{`${formatToman(r.totalPrice)}${r.paid ? '' : r.paymentBy === 'pos' ? ' (پرداخت در محل)' : ' (پرداخت نشده)'}`}</span>
          <BookingStatusBadge
            status={r.status}
            testId={r.status === 'delivered' ? 'reservation-checked-in' : 'reservation-status'}
          />
        </div>
      ),
    },
    {
      header: 'ورود',
      cell: (r) =>
        canMoveStatus(r.status as OrderStatus, 'delivered') && r.date <= today ? <CheckInAction booking={r} /> : null,
    },
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
