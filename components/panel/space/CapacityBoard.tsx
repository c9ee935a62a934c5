import { useState } from 'react';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import { useController, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Field, FieldShell, FormError, SubmitButton, ZodForm, errorAt, useZodForm } from '@/components/ui/form';
import { JalaliDateInput, JalaliDateRangeInput, INVALID_DAY } from '@/components/ui/date';
import type { ReservationView } from '@/lib/contracts/space/booking';
import type { SpaceItemView } from '@/lib/contracts/space/items';
import { spaceItemLabel } from '@/lib/messages/space';
import { isoDayToJalali, tehranIsoDate } from '@/lib/jalali';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { reservationWhen } from '@/components/space/ReservationInfo';
import StatusBadge from '@/components/order/StatusBadge';
import {
  useAddCapacityOverrideMutation,
  useCapacityOverridesQuery,
  usePoolAvailabilityQuery,
  useProviderReservationsQuery,
  useResourceAvailabilityQuery,
  useSpaceMenuQuery,
} from '@/store/api/space';
import styles from '@/components/panel/shared/PanelForm.module.css';

/** A year from a day (YYYY-MM-DD), the end of the overrides shown. */
const yearAfter = (day: string) =>
  `${Number(day.slice(0, 4)) + 1}${day.slice(4) === '-02-29' ? '-02-28' : day.slice(4)}`;

const pct = (n: number, of: number) => (of > 0 ? `${toPersianDigits(Math.round((n / of) * 100))}٪` : '—');

/** One item's capacity and occupancy on a day. */
function Occupancy({ item, date }: { item: SpaceItemView; date: string }) {
  const pool = usePoolAvailabilityQuery({ itemId: item._id, date }, { skip: item.spaceType !== 'pool' });
  const res = useResourceAvailabilityQuery({ itemId: item._id, date }, { skip: item.spaceType !== 'resource' });
  if (item.spaceType === 'pool') {
    const a = pool.data;
    if (!a) return <td colSpan={3}>…</td>;
    return (
      <>
        <td>{a.closed ? 'تعطیل' : toPersianDigits(a.capacity)}</td>
        <td>{toPersianDigits(a.taken)}</td>
        <td>{pct(a.taken, a.capacity)}</td>
      </>
    );
  }
  const a = res.data;
  if (!a) return <td colSpan={3}>…</td>;
  const total = a.closingHour - a.openingHour;
  return (
    <>
      <td>{a.closed ? 'تعطیل' : `${toPersianDigits(total)} ساعت`}</td>
      <td>{`${toPersianDigits(a.takenHours.length)} ساعت`}</td>
      <td>{pct(a.takenHours.length, total)}</td>
    </>
  );
}

/** The override form's fields as typed; the checks and Persian texts are the screen's own. */
const ZOverrideForm = z
  .object({ itemId: z.string(), startDate: z.string(), endDate: z.string(), capacity: z.string() })
  .superRefine((v, ctx) => {
    const badDay = (d: string) => !d || d === INVALID_DAY;
    if (badDay(v.startDate) || badDay(v.endDate))
      ctx.addIssue({
        code: 'custom',
        path: [badDay(v.startDate) ? 'startDate' : 'endDate'],
        message: 'بازه تاریخ را کامل وارد کنید.',
      });
    const n = Number(toLatinDigits(v.capacity.trim()));
    if (v.capacity.trim() === '' || !Number.isInteger(n) || n < 0)
      ctx.addIssue({
        code: 'custom',
        path: ['capacity'],
        message: 'ظرفیت باید عدد صحیح و نامنفی باشد (۰ یعنی تعطیل).',
      });
  })
  .transform((v) => ({ ...v, capacity: Number(toLatinDigits(v.capacity.trim())) }));

function OverrideForm({ providerId, items }: { providerId: string; items: SpaceItemView[] }) {
  const [saved, setSaved] = useState(false);
  const [add] = useAddCapacityOverrideMutation();
  const today = tehranIsoDate();
  const form = useZodForm(ZOverrideForm, {
    defaultValues: { itemId: items[0]?._id ?? '', startDate: '', endDate: '', capacity: '' },
  });
  const { register, control } = form;
  const errors = form.formState.errors;
  const itemId = useWatch({ control, name: 'itemId' });
  const start = useController({ control, name: 'startDate' });
  const end = useController({ control, name: 'endDate' });
  const submit = async (v: z.output<typeof ZOverrideForm>) => {
    setSaved(false);
    await add({ providerId, ...v }).unwrap();
    setSaved(true);
  };
  const overrides = useCapacityOverridesQuery(
    { itemId, start: today, end: yearAfter(today), providerId },
    { skip: !itemId },
  );
  return (
    <ZodForm
      form={form}
      onSubmit={submit}
      className={`card ${styles.card} ${styles.form}`}
      aria-labelledby="override-title"
    >
      <h2 id="override-title" style={{ margin: 0, fontSize: '1.05rem' }}>
        تغییر ظرفیت یا تعطیلی در یک بازه
      </h2>
      <div className={styles.grid}>
        <Field name="itemId" id="ov-item" label="فضا">
          {(p) => (
            <select {...p} {...register('itemId')} className="input">
              {items.map((i) => (
                <option key={i._id} value={i._id}>
                  {spaceItemLabel(i)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          name="capacity"
          id="ov-capacity"
          label="ظرفیت در این بازه (۰ یعنی تعطیل)"
          hint="برای اتاق و میز ساعتی: ۰ تعطیل، ۱ باز."
        >
          {(p) => (
            <input {...p} {...register('capacity')} className="input" inputMode="numeric" data-testid="ov-capacity" />
          )}
        </Field>
      </div>
      <JalaliDateRangeInput
        value={{ from: start.field.value, to: end.field.value }}
        onChange={({ from, to }) => {
          if (from !== start.field.value) start.field.onChange(from);
          if (to !== end.field.value) end.field.onChange(to);
        }}
        min={today}
        from={{
          id: 'ov-from',
          label: 'از روز',
          error: errorAt(errors, 'startDate'),
          inputRef: start.field.ref,
          onBlur: start.field.onBlur,
        }}
        to={{
          id: 'ov-to',
          label: 'تا روز',
          error: errorAt(errors, 'endDate'),
          inputRef: end.field.ref,
          onBlur: end.field.onBlur,
        }}
      />
      <FormError />
      {saved && (
        <p className={styles.success} role="status">
          ظرفیت ثبت شد.
        </p>
      )}
      <div className={styles.actions}>
        <SubmitButton disabled={!itemId}>ثبت ظرفیت</SubmitButton>
      </div>
      {overrides.data && overrides.data.overrides.length > 0 && (
        <div>
          <h3 style={{ fontSize: '.95rem', margin: '0 0 .4rem' }}>تغییرهای ثبت شده (جدیدترین اول)</h3>
          <ul style={{ margin: 0, paddingInlineStart: '1.2rem' }}>
            {overrides.data.overrides.map((o) => (
              <li
                key={o._id}
              >{`${isoDayToJalali(o.startDate)} تا ${isoDayToJalali(o.endDate)}: ${o.capacity === 0 ? 'تعطیل' : `ظرفیت ${toPersianDigits(o.capacity)}`}`}</li>
            ))}
          </ul>
        </div>
      )}
    </ZodForm>
  );
}

/** /panel/{providerId}/capacityList: capacity and occupancy of each item on a day, overrides, and that day's bookings. */
export default function CapacityBoard({ providerId }: { providerId: string }) {
  const [date, setDate] = useState(tehranIsoDate());
  const valid = Boolean(date) && date !== INVALID_DAY;
  const menu = useSpaceMenuQuery({ providerId, all: true });
  const items = (menu.data?.categories ?? []).flatMap((c) => c.items);
  const [page, setPage] = useState(1);
  const bookings = useProviderReservationsQuery(
    { providerId, page, date: valid ? date : undefined, active: true },
    { skip: !valid },
  );
  const columns: Column<ReservationView>[] = [
    { header: 'فضا', cell: (r) => r.itemTitle },
    { header: 'زمان', cell: (r) => reservationWhen(r) },
    {
      header: 'مشتری',
      cell: (r) =>
        `${r.customerName || '—'} ${r.customerPhone ? toPersianDigits(r.customerPhone.replace(/^\+98/, '0')) : ''}`,
    },
    { header: 'مبلغ', cell: (r) => formatToman(r.totalPrice) },
    { header: 'وضعیت', cell: (r) => <StatusBadge status={r.status as never} /> },
  ];
  return (
    <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <section className={`card ${styles.card}`} aria-labelledby="occ-title" style={{ display: 'grid', gap: '.75rem' }}>
        <h2 id="occ-title" style={{ margin: 0, fontSize: '1.05rem' }}>
          ظرفیت و اشغال روز
        </h2>
        <FieldShell id="occ-day" label="روز" error={valid ? undefined : 'روز را درست وارد کنید.'}>
          {(p) => <JalaliDateInput {...p} value={date === INVALID_DAY ? '' : date} onChange={setDate} />}
        </FieldShell>
        {valid && items.length > 0 && (
          <div style={{ overflowX: 'auto' }}>
            <table className="table" style={{ width: '100%', borderCollapse: 'collapse' }} data-testid="occupancy">
              <caption className="sr-only">{`ظرفیت و اشغال ${isoDayToJalali(date)}`}</caption>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'start' }}>
                    فضا
                  </th>
                  <th scope="col" style={{ textAlign: 'start' }}>
                    ظرفیت
                  </th>
                  <th scope="col" style={{ textAlign: 'start' }}>
                    رزرو شده
                  </th>
                  <th scope="col" style={{ textAlign: 'start' }}>
                    اشغال
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((i) => (
                  <tr key={i._id}>
                    <th scope="row" style={{ textAlign: 'start', fontWeight: 600 }}>
                      {i.title}
                    </th>
                    <Occupancy item={i} date={date} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {items.length > 0 && <OverrideForm providerId={providerId} items={items} />}
      <h2 style={{ margin: 0, fontSize: '1.05rem' }}>{valid ? `رزروهای ${isoDayToJalali(date)}` : 'رزروهای روز'}</h2>
      {valid && (
        <AdminTable
          query={bookings}
          rows={(d) => d.reservations}
          rowKey={(r) => r._id}
          columns={columns}
          caption="رزروهای روز"
          testId="day-bookings"
          paging={{ page, pageSize: 50, total: (d) => d.total, onPage: setPage }}
        />
      )}
    </div>
  );
}
