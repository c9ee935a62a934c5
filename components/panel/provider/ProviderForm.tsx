import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  Field,
  FieldError,
  FormError,
  LengthHint,
  SubmitButton,
  ZodForm,
  useZodForm,
  errorAt,
} from '@/components/ui/form';
import { ZProviderForm, type ProviderAddInput, type ProviderFormBody } from '@/lib/contracts/provider';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import Spinner from '@/components/ui/Spinner';
import { DELIVERY_FEE_TEXT } from '@/lib/messages/provider';
import { POLICY_DEFAULTS } from '@/lib/space-policy';
import styles from './Provider.module.css';
import { VAT_TEXT } from '@/lib/messages/vat';

// Leaflet and its tiles only on the screens with this form.
const LocationMap = dynamic(() => import('./LocationMap'), {
  ssr: false,
  loading: () => (
    <div className={styles.map}>
      <Spinner label="در حال بارگذاری نقشه" />
    </div>
  ),
});

/** The map's tile server, set at build from MAP_TILE_URL (next.config.ts); unset, coordinates are typed. */
const MAP_TILE_URL = process.env.NEXT_PUBLIC_MAP_TILE_URL || '';

const DISPLAY_LABELS = { sharedWorkspace: 'فضای کار اشتراکی', cafe: 'کافه' } as const;
const PAYMENT_LABELS = { pos: 'پرداخت حضوری', wallet: 'کیف پول', bank: 'درگاه بانکی' } as const;

/** The form's values for a branch as it is now (empty for a new one). */
export function providerFormValues(p?: ProviderView): ProviderFormBody {
  const [lng, lat] =
    p && (p.location.coordinates[0] !== 0 || p.location.coordinates[1] !== 0) ? p.location.coordinates : [null, null];
  return {
    name: p?.name ?? '',
    address: p?.address ?? '',
    displayType: p?.displayType ?? ['cafe'],
    staticPhone: p?.staticPhone ?? '',
    phone: p?.phone ?? '',
    email: p?.email ?? '',
    openingTime: p?.openingTime ?? '08:00',
    closingTime: p?.closingTime ?? '22:00',
    lat: lat === null ? '' : String(lat),
    lng: lng === null ? '' : String(lng),
    paymentTypes: p?.paymentTypes ?? ['pos'],
    hasRules: p?.hasRules ?? false,
    rules: p?.rules ?? '',
    deliveryFee: toPersianDigits(p?.deliveryFee ?? 0),
    deliveryMinOrder: toPersianDigits(p?.deliveryMinOrder ?? 0),
    checkinOpensMinutes: toPersianDigits(p?.checkinOpensMinutes ?? POLICY_DEFAULTS.checkinOpensMinutes),
    graceMinutes: toPersianDigits(p?.graceMinutes ?? POLICY_DEFAULTS.graceMinutes),
    noShowFeePercent: toPersianDigits(p?.noShowFeePercent ?? POLICY_DEFAULTS.noShowFeePercent),
    lateCancelTiers: (p?.lateCancelTiers ?? [])
      .map((t) => toPersianDigits(`${t.withinHours}:${t.keepPercent}`))
      .join('، '),
    vatMode: p?.vatMode ?? 'included',
    economicCode: p?.economicCode ?? '',
    branch: '',
  };
}

function minutes(v: unknown): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(toLatinDigits(String(v ?? '')).trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** What the hours mean: closing before opening is after midnight; equal times are around the clock (lib/opening-hours). */
function hoursHint(open: unknown, close: unknown): string | undefined {
  const o = minutes(open);
  const c = minutes(close);
  if (o === null || c === null) return undefined;
  if (o === c) return 'ساعت باز و بسته شدن یکی است: شعبه شبانه‌روزی باز است.';
  if (c < o) return 'ساعت بسته شدن پیش از ساعت باز شدن است: شعبه بعد از نیمه‌شب بسته می‌شود.';
  return undefined;
}

function toNumber(v: unknown): number | null {
  const text = toLatinDigits(String(v ?? ''))
    .trim()
    .replace('٫', '.');
  const n = Number(text);
  return text === '' || !Number.isFinite(n) ? null : n;
}

interface Props {
  initial?: ProviderView;
  /** Adding a branch asks for its short Latin name too. */
  mode: 'edit' | 'add';
  submitText: string;
  onSubmit: (values: ProviderAddInput) => Promise<unknown>;
}

/**
 * A branch's details (spec section 3, Provider): name, address, type, phones, e-mail, hours,
 * location (typed, or a click on the map), payment types and the rules customers accept.
 */
export default function ProviderForm({ initial, mode, submitText, onSubmit }: Props) {
  const form = useZodForm(ZProviderForm, { defaultValues: providerFormValues(initial) });
  const { register, control, setValue, formState } = form;
  const [saved, setSaved] = useState(false);
  const [open, close, lat, lng, hasRules] = useWatch({
    control,
    name: ['openingTime', 'closingTime', 'lat', 'lng', 'hasRules'],
  });

  return (
    <ZodForm
      form={form}
      className={`card ${styles.form}`}
      data-testid="provider-form"
      onSubmit={async (v) => {
        setSaved(false);
        await onSubmit(v);
        setSaved(true);
        form.reset(form.getValues());
      }}
    >
      <div className={styles.grid}>
        <Field name="name" label="نام شعبه" hint={<LengthHint name="name" max={80} />}>
          {(p) => <input {...p} {...register('name')} className="input" maxLength={80} />}
        </Field>
        {mode === 'add' && (
          <Field name="branch" label="نامک لاتین (اختیاری)" hint="برای نشانی‌ها و گزارش‌ها، مثل mirdamad">
            {(p) => (
              <input {...p} {...register('branch')} className="input" dir="ltr" maxLength={32} autoComplete="off" />
            )}
          </Field>
        )}
        <Field name="address" label="نشانی" className={styles.wide}>
          {(p) => <textarea {...p} {...register('address')} className="input" rows={2} maxLength={300} />}
        </Field>
        <fieldset className={styles.group}>
          <legend className="label">نوع شعبه</legend>
          <div className={styles.checks}>
            {(Object.keys(DISPLAY_LABELS) as (keyof typeof DISPLAY_LABELS)[]).map((k) => (
              <label key={k} className={styles.check}>
                <input
                  type="checkbox"
                  value={k}
                  {...register('displayType')}
                  aria-describedby={errorAt(formState.errors, 'displayType') ? 'f-displayType-error' : undefined}
                />
                {DISPLAY_LABELS[k]}
              </label>
            ))}
          </div>
          <FieldError id="f-displayType" error={errorAt(formState.errors, 'displayType')} />
        </fieldset>
        <fieldset className={styles.group}>
          <legend className="label">روش‌های پرداخت مشتری</legend>
          <div className={styles.checks}>
            {(Object.keys(PAYMENT_LABELS) as (keyof typeof PAYMENT_LABELS)[]).map((k) => (
              <label key={k} className={styles.check}>
                <input type="checkbox" value={k} {...register('paymentTypes')} />
                {PAYMENT_LABELS[k]}
              </label>
            ))}
          </div>
          <FieldError id="f-paymentTypes" error={errorAt(formState.errors, 'paymentTypes')} />
        </fieldset>
        <Field name="staticPhone" label="تلفن ثابت">
          {(p) => (
            <input {...p} {...register('staticPhone')} className="input" dir="ltr" inputMode="tel" maxLength={20} />
          )}
        </Field>
        <Field name="phone" label="تلفن همراه">
          {(p) => <input {...p} {...register('phone')} className="input" dir="ltr" inputMode="tel" maxLength={20} />}
        </Field>
        <Field name="email" label="ایمیل">
          {(p) => <input {...p} {...register('email')} className="input" dir="ltr" inputMode="email" maxLength={120} />}
        </Field>
        <div className={styles.hours}>
          <Field name="openingTime" label="ساعت باز شدن">
            {(p) => (
              <input
                {...p}
                {...register('openingTime')}
                className="input"
                dir="ltr"
                inputMode="numeric"
                placeholder="۰۸:۰۰"
                maxLength={5}
              />
            )}
          </Field>
          <Field name="closingTime" label="ساعت بسته شدن">
            {(p) => (
              <input
                {...p}
                {...register('closingTime')}
                className="input"
                dir="ltr"
                inputMode="numeric"
                placeholder="۲۲:۰۰"
                maxLength={5}
              />
            )}
          </Field>
          {hoursHint(open, close) && (
            <p className={`muted ${styles.wide}`} data-testid="hours-hint">
              {hoursHint(open, close)}
            </p>
          )}
        </div>
        <fieldset className={`${styles.group} ${styles.wide}`}>
          <legend className="label">موقعیت روی نقشه</legend>
          <div className={styles.hours}>
            <Field name="lat" label="عرض جغرافیایی">
              {(p) => (
                <input
                  {...p}
                  {...register('lat')}
                  className="input"
                  dir="ltr"
                  inputMode="decimal"
                  placeholder="۳۵٫۷۶"
                />
              )}
            </Field>
            <Field name="lng" label="طول جغرافیایی">
              {(p) => (
                <input
                  {...p}
                  {...register('lng')}
                  className="input"
                  dir="ltr"
                  inputMode="decimal"
                  placeholder="۵۱٫۴۲"
                />
              )}
            </Field>
          </div>
          {MAP_TILE_URL ? (
            <LocationMap
              tiles={MAP_TILE_URL}
              lat={toNumber(lat) !== null && toNumber(lng) !== null ? toNumber(lat) : null}
              lng={toNumber(lat) !== null && toNumber(lng) !== null ? toNumber(lng) : null}
              onPick={(a, b) => {
                setValue('lat', String(a), { shouldDirty: true, shouldValidate: formState.isSubmitted });
                setValue('lng', String(b), { shouldDirty: true, shouldValidate: formState.isSubmitted });
              }}
            />
          ) : (
            <p className={styles.mapText} data-testid="map-text">
              نقشه راه‌اندازی نشده است؛ عرض و طول جغرافیایی شعبه را در خانه‌های بالا وارد کنید.
            </p>
          )}
        </fieldset>
        <div className={styles.hours}>
          <Field name="deliveryFee" label={DELIVERY_FEE_TEXT.fee} hint={DELIVERY_FEE_TEXT.feeHint}>
            {(p) => (
              <input
                {...p}
                {...register('deliveryFee')}
                className="input"
                dir="ltr"
                inputMode="numeric"
                maxLength={12}
                data-testid="delivery-fee"
              />
            )}
          </Field>
          <Field name="deliveryMinOrder" label={DELIVERY_FEE_TEXT.min} hint={DELIVERY_FEE_TEXT.minHint}>
            {(p) => (
              <input
                {...p}
                {...register('deliveryMinOrder')}
                className="input"
                dir="ltr"
                inputMode="numeric"
                maxLength={12}
                data-testid="delivery-min"
              />
            )}
          </Field>
        </div>
        <fieldset className={`${styles.wide} ${styles.hours}`} data-testid="space-policies">
          <legend>قوانین ورود و لغو فضای کار</legend>
          {(
            [
              ['checkinOpensMinutes', 'باز شدن ورود (دقیقه پیش از شروع)', 'پیش‌فرض ۱۵ دقیقه'],
              ['graceMinutes', 'مهلت ورود (دقیقه پس از شروع)', 'پس از آن رزرو بدون ورود آزاد می‌شود؛ پیش‌فرض ۲۰'],
              ['noShowFeePercent', 'جریمه عدم حضور (درصد)', 'از مبلغ پرداخت شده کسر و باقی به کیف پول برمی‌گردد'],
            ] as const
          ).map(([name, label, hint]) => (
            <Field key={name} name={name} label={label} hint={hint}>
              {(p) => (
                <input
                  {...p}
                  {...register(name)}
                  className="input"
                  dir="ltr"
                  inputMode="numeric"
                  maxLength={5}
                  data-testid={`policy-${name}`}
                />
              )}
            </Field>
          ))}
          <Field
            name="lateCancelTiers"
            label="پلکان کسر هزینه لغو (ساعت:درصد)"
            hint="مثلا ۲۴:۲۰، ۲:۵۰ یعنی لغو در ۲۴ ساعت مانده به شروع ۲۰٪ و در ۲ ساعت مانده ۵۰٪ کسر می‌شود؛ خالی یعنی بدون کسر."
          >
            {(p) => (
              <input
                {...p}
                {...register('lateCancelTiers')}
                className="input"
                dir="ltr"
                maxLength={80}
                data-testid="policy-lateCancelTiers"
              />
            )}
          </Field>
        </fieldset>
        <div className={styles.hours}>
          <Field name="vatMode" label={VAT_TEXT.vatModeLabel}>
            {(p) => (
              <select {...p} {...register('vatMode')} className="input" data-testid="vat-mode">
                <option value="included">{VAT_TEXT.vatModeIncluded}</option>
                <option value="added">{VAT_TEXT.vatModeAdded}</option>
              </select>
            )}
          </Field>
          <Field name="economicCode" label={VAT_TEXT.economicCode}>
            {(p) => (
              <input
                {...p}
                {...register('economicCode')}
                className="input"
                dir="ltr"
                inputMode="numeric"
                maxLength={14}
                data-testid="economic-code"
              />
            )}
          </Field>
        </div>
        <div className={styles.wide}>
          <label className={styles.check}>
            <input type="checkbox" {...register('hasRules')} data-testid="has-rules" />
            مشتری پیش از پرداخت باید قوانین شعبه را بپذیرد
          </label>
        </div>
        {hasRules && (
          <Field name="rules" label="متن قوانین" className={styles.wide}>
            {(p) => <textarea {...p} {...register('rules')} className="input" rows={4} maxLength={4000} />}
          </Field>
        )}
      </div>
      <FormError />
      <div className={styles.submitRow}>
        <SubmitButton data-testid="provider-save">{submitText}</SubmitButton>
        {saved && !formState.isDirty && (
          <span className={styles.saved} role="status">
            ذخیره شد.
          </span>
        )}
      </div>
      <p className="muted" style={{ margin: 0, fontSize: '0.8rem' }}>
        {`ساعت‌ها به وقت تهران و به شکل ${toPersianDigits('08:30')} نوشته می‌شوند.`}
      </p>
    </ZodForm>
  );
}
