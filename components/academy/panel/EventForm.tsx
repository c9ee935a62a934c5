import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { Field, FieldShell, FormError, SubmitButton, ZodForm, useZodForm } from '@/components/ui/form';
import { INVALID_DAY, JalaliDateInput } from '@/components/ui/date';
import { EVENT_STATUSES, type EventStatus, type EventView } from '@/lib/contracts/academy';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import { tehranIsoDate, tehranTime } from '@/lib/jalali';
import { formatAmount } from '@/lib/money';
import { useAppDispatch } from '@/store';
import {
  useChangeEventStatusMutation,
  useCommissionDefaultsQuery,
  useSaveEventMutation,
  useTeachersQuery,
} from '@/store/api/academy';
import { askConfirm } from '@/store/slices/confirmBus';
import { EVENT_STATUS_LABELS } from '../labels';
import ImageField from './ImageField';
import styles from '@/components/panel/shared/PanelForm.module.css';

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;
const time = (required: string) =>
  z
    .string()
    .transform((s) => toLatinDigits(s).trim())
    .refine((s) => s !== '', { error: required })
    .refine((s) => s === '' || TIME.test(s), { error: 'ساعت را به شکل ۱۸:۳۰ بنویسید.' });

/**
 * The panel's event form: a Jalali day and two Tehran clock times (the API takes ISO instants), the
 * other fields as typed; the server's contract (ZEventCreate) checks the rest and its issues are
 * shown on these fields.
 */
const ZEventForm = z
  .object({
    providerId: z.string().min(1, { error: 'شعبه را انتخاب کنید.' }),
    title: z.string(),
    description: z.string(),
    cover: z.string().nullable(),
    teacherId: z.string(),
    room: z.string(),
    day: z
      .string()
      .refine((d) => d !== '', { error: 'روز رویداد را وارد کنید.' })
      .refine((d) => d !== INVALID_DAY, { error: 'تاریخ وارد شده معتبر نیست.' }),
    startTime: time('ساعت شروع را وارد کنید.'),
    endTime: time('ساعت پایان را وارد کنید.'),
    capacity: z.string(),
    price: z.string(),
    commissionPercent: z.string(),
    commissionFixed: z.string(),
    cancelCutoffHours: z.string(),
    status: z.enum(EVENT_STATUSES),
  })
  .superRefine((v, ctx) => {
    if (TIME.test(v.startTime) && TIME.test(v.endTime) && minutes(v.endTime) <= minutes(v.startTime))
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'ساعت پایان باید بعد از ساعت شروع باشد.' });
  });

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** A Tehran day and clock time as an ISO instant (Iran keeps +03:30 all year). */
function instant(day: string, hhmm: string): string {
  const [h, m] = hhmm.split(':');
  return `${day}T${h.padStart(2, '0')}:${m}:00+03:30`;
}

const digits = (s: string) => toLatinDigits(s).replace(/[٬,\s]/g, '');
/** An optional number: '' is «the chain's default». */
const optional = (s: string) => (digits(s) === '' ? null : digits(s));

export default function EventForm({
  event,
  providers,
  onSaved,
  onCancel,
}: {
  event?: EventView;
  providers: ProviderView[];
  onSaved: (event: EventView) => void;
  onCancel: () => void;
}) {
  const dispatch = useAppDispatch();
  const { data: teachers } = useTeachersQuery();
  const { data: defaults } = useCommissionDefaultsQuery();
  const [save] = useSaveEventMutation();
  const [changeStatus] = useChangeEventStatusMutation();
  const custom = event?.commission && !event.commission.isDefault ? event.commission : null;
  const form = useZodForm(ZEventForm, {
    defaultValues: {
      providerId: event?.providerId ?? (providers.length === 1 ? providers[0]._id : ''),
      title: event?.title ?? '',
      description: event?.description ?? '',
      cover: event?.cover ?? null,
      teacherId: event?.teacherId ?? '',
      room: event?.room ?? '',
      day: event ? tehranIsoDate(event.startAt) : '',
      startTime: event ? tehranTime(event.startAt) : '',
      endTime: event ? tehranTime(event.endAt) : '',
      capacity: event ? String(event.capacity) : '',
      price: event ? String(event.price) : '',
      commissionPercent: custom ? String(custom.percent) : '',
      commissionFixed: custom ? String(custom.fixed) : '',
      cancelCutoffHours: String(event?.cancelCutoffHours ?? 24),
      status: event?.status ?? 'draft',
    },
  });
  const { register, control } = form;
  const d = defaults?.defaults;

  return (
    <ZodForm
      form={form}
      rename={{ startAt: 'day', endAt: 'endTime' }}
      onSubmit={async (v) => {
        const canceling = v.status === 'canceled' && event?.status !== 'canceled';
        if (
          canceling &&
          !(await askConfirm(dispatch, {
            title: 'لغو رویداد',
            message:
              'با لغو این رویداد مبلغ همه بلیت‌های فروخته‌شده به کیف پول خریداران برمی‌گردد و به آن‌ها پیامک می‌شود. ادامه می‌دهید؟',
            confirmText: 'لغو رویداد و بازگرداندن وجه',
            danger: true,
          }))
        )
          return;
        // Canceling goes through change/status, which refunds every ticket once.
        const status: EventStatus = canceling ? (event?.status ?? 'draft') : v.status;
        const r = await save({
          eventId: event?._id,
          providerId: v.providerId,
          title: v.title,
          description: v.description,
          cover: v.cover,
          teacherId: v.teacherId || null,
          room: v.room.trim() || null,
          startAt: instant(v.day, v.startTime),
          endAt: instant(v.day, v.endTime),
          capacity: digits(v.capacity),
          price: digits(v.price),
          commissionPercent: optional(v.commissionPercent),
          commissionFixed: optional(v.commissionFixed),
          cancelCutoffHours: digits(v.cancelCutoffHours) || '0',
          status: canceling && !event ? 'draft' : status,
        }).unwrap();
        if (canceling && event) {
          const c = await changeStatus({ eventId: event._id, status: 'canceled' }).unwrap();
          return onSaved(c.event);
        }
        onSaved(r.event);
      }}
      className={`card ${styles.card} ${styles.form}`}
      data-testid="event-form"
    >
      <h2 className={styles.heading}>{event ? `ویرایش «${event.title}»` : 'رویداد جدید'}</h2>
      <div className={styles.grid}>
        <Field name="title" id="ev-title" label="عنوان">
          {(p) => <input {...p} {...register('title')} className="input" maxLength={150} />}
        </Field>
        <Field name="providerId" id="ev-provider" label="شعبه">
          {(p) => (
            <select {...p} {...register('providerId')} className="input">
              <option value="">انتخاب شعبه</option>
              {providers.map((b) => (
                <option key={b._id} value={b._id}>
                  {b.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="room" id="ev-room" label="سالن یا اتاق (اختیاری)">
          {(p) => (
            <input {...p} {...register('room')} className="input" maxLength={150} placeholder="مثلا: سالن طبقه دوم" />
          )}
        </Field>
        <Field name="teacherId" id="ev-teacher" label="مدرس">
          {(p) => (
            <select {...p} {...register('teacherId')} className="input">
              <option value="">بدون مدرس</option>
              {(teachers?.teachers ?? []).map((t) => (
                <option key={t._id} value={t._id}>
                  {t.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Controller
          name="day"
          control={control}
          render={({ field, fieldState }) => (
            <FieldShell id="ev-day" label="روز" error={fieldState.error?.message}>
              {(p) => (
                <JalaliDateInput
                  {...p}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              )}
            </FieldShell>
          )}
        />
        <Field name="startTime" id="ev-start" label="ساعت شروع">
          {(p) => (
            <input
              {...p}
              {...register('startTime')}
              className="input ltr"
              dir="ltr"
              inputMode="numeric"
              placeholder="۱۸:۰۰"
            />
          )}
        </Field>
        <Field name="endTime" id="ev-end" label="ساعت پایان">
          {(p) => (
            <input
              {...p}
              {...register('endTime')}
              className="input ltr"
              dir="ltr"
              inputMode="numeric"
              placeholder="۲۰:۰۰"
            />
          )}
        </Field>
        <Field name="capacity" id="ev-capacity" label="ظرفیت (نفر)">
          {(p) => <input {...p} {...register('capacity')} className="input" inputMode="numeric" />}
        </Field>
        <Field name="price" id="ev-price" label="قیمت هر بلیت (تومان)" hint="۰ برای رویداد رایگان">
          {(p) => <input {...p} {...register('price')} className="input" inputMode="numeric" />}
        </Field>
        <Field
          name="commissionPercent"
          id="ev-commission-percent"
          label="درصد کمیسیون"
          hint={d ? `خالی: پیش‌فرض مجموعه (${toPersianDigits(d.commissionPercent)}٪)` : undefined}
        >
          {(p) => (
            <input
              {...p}
              {...register('commissionPercent')}
              className="input"
              inputMode="decimal"
              placeholder={d ? toPersianDigits(d.commissionPercent) : ''}
            />
          )}
        </Field>
        <Field
          name="commissionFixed"
          id="ev-commission-fixed"
          label="کمیسیون ثابت هر بلیت (تومان)"
          hint={d ? `خالی: پیش‌فرض مجموعه (${formatAmount(d.commissionFixed)})` : undefined}
        >
          {(p) => (
            <input
              {...p}
              {...register('commissionFixed')}
              className="input"
              inputMode="numeric"
              placeholder={d ? toPersianDigits(d.commissionFixed) : ''}
            />
          )}
        </Field>
        <Field name="cancelCutoffHours" id="ev-cutoff" label="مهلت لغو بلیت (ساعت پیش از شروع)">
          {(p) => <input {...p} {...register('cancelCutoffHours')} className="input" inputMode="numeric" />}
        </Field>
        <Field name="status" id="ev-status" label="وضعیت">
          {(p) => (
            <select {...p} {...register('status')} className="input">
              {EVENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {EVENT_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field name="description" id="ev-description" label="توضیحات">
        {(p) => <textarea {...p} {...register('description')} className="input" rows={5} maxLength={5000} />}
      </Field>
      <Controller
        name="cover"
        control={control}
        render={({ field }) => (
          <ImageField kind="cover" label="تصویر رویداد" value={field.value} onChange={field.onChange} />
        )}
      />
      <FormError />
      <div className={styles.actions}>
        <SubmitButton data-testid="event-save">{event ? 'ذخیره تغییرات' : 'ساخت رویداد'}</SubmitButton>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          انصراف
        </button>
      </div>
    </ZodForm>
  );
}
