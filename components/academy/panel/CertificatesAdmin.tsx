import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import QueryState from '@/components/ui/QueryState';
import { Field, FormError, SubmitButton, ZodForm, useZodForm } from '@/components/ui/form';
import type { CommissionDefaultsView, SignatureView } from '@/lib/contracts/academy';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import {
  academyFile,
  useCommissionDefaultsQuery,
  useSaveCommissionDefaultsMutation,
  useSaveSignaturesMutation,
  useSignaturesQuery,
  useTeacherReportQuery,
  useTeachersQuery,
} from '@/store/api/academy';
import TeacherReport from '../TeacherReport';
import ImageField from './ImageField';
import styles from '@/components/panel/shared/PanelForm.module.css';
import academy from '../Academy.module.css';

const SLOTS = [1, 2, 3];

const ZSignaturesForm = z.object({
  signatures: z.array(
    z.object({ index: z.string(), description: z.string(), fullName: z.string(), image: z.string().nullable() }),
  ),
});

function SignaturesForm({ signatures }: { signatures: SignatureView[] }) {
  const [save] = useSaveSignaturesMutation();
  const [saved, setSaved] = useState(false);
  const byIndex = (i: number) => signatures.find((s) => s.index === i);
  const form = useZodForm(ZSignaturesForm, {
    defaultValues: {
      signatures: SLOTS.map((i) => ({
        index: String(i),
        description: byIndex(i)?.description ?? '',
        fullName: byIndex(i)?.fullName ?? '',
        image: byIndex(i)?.image ?? null,
      })),
    },
  });
  const { register, control } = form;
  const { fields } = useFieldArray({ control, name: 'signatures' });
  return (
    <ZodForm
      form={form}
      onSubmit={async (v) => {
        setSaved(false);
        await save({
          signatures: v.signatures.map((s) => ({
            index: Number(toLatinDigits(s.index)),
            description: s.description,
            fullName: s.fullName,
            image: s.image,
          })),
        }).unwrap();
        setSaved(true);
      }}
      className={`card ${styles.card} ${styles.form}`}
      data-testid="signatures-form"
    >
      <h2 className={styles.heading}>امضاهای گواهی</h2>
      <p className={academy.hint}>
        هر گواهی سه جای امضا دارد که به ترتیب شماره از راست به چپ چاپ می‌شوند: عنوان (مثلا «مدیر آکادمی»)، نام کامل و
        تصویر امضا.
      </p>
      <div className={academy.grid} style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
        {fields.map((f, n) => (
          <fieldset key={f.id} className="card" style={{ padding: 12, display: 'grid', gap: 10, margin: 0 }}>
            <legend className="label">{`جای امضای ${toPersianDigits(n + 1)}`}</legend>
            <Field name={`signatures.${n}.index`} id={`sig-${n}-index`} label="ترتیب روی گواهی">
              {(p) => (
                <select {...p} {...register(`signatures.${n}.index`)} className="input">
                  {SLOTS.map((i) => (
                    <option key={i} value={String(i)}>
                      {toPersianDigits(i)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field name={`signatures.${n}.description`} id={`sig-${n}-description`} label="عنوان امضاکننده">
              {(p) => <input {...p} {...register(`signatures.${n}.description`)} className="input" maxLength={100} />}
            </Field>
            <Field name={`signatures.${n}.fullName`} id={`sig-${n}-name`} label="نام کامل">
              {(p) => <input {...p} {...register(`signatures.${n}.fullName`)} className="input" maxLength={100} />}
            </Field>
            <Controller
              name={`signatures.${n}.image`}
              control={control}
              render={({ field }) => (
                <ImageField kind="signature" label="تصویر امضا" value={field.value} onChange={field.onChange} />
              )}
            />
          </fieldset>
        ))}
      </div>
      <FormError />
      {saved && (
        <p className={academy.ok} role="status">
          امضاها ذخیره شد؛ گواهی‌های بعدی با این امضاها چاپ می‌شوند.
        </p>
      )}
      <div className={styles.actions}>
        <SubmitButton>ذخیره امضاها</SubmitButton>
      </div>
    </ZodForm>
  );
}

const ZCommissionForm = z.object({ commissionPercent: z.string(), commissionFixed: z.string() });

function CommissionForm({ defaults }: { defaults: CommissionDefaultsView }) {
  const [save] = useSaveCommissionDefaultsMutation();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(ZCommissionForm, {
    defaultValues: {
      commissionPercent: String(defaults.commissionPercent),
      commissionFixed: String(defaults.commissionFixed),
    },
  });
  const { register } = form;
  const num = (s: string) => Number(toLatinDigits(s).replace(/[٬,\s]/g, ''));
  return (
    <ZodForm
      form={form}
      onSubmit={async (v) => {
        setSaved(false);
        await save({ commissionPercent: num(v.commissionPercent), commissionFixed: num(v.commissionFixed) }).unwrap();
        setSaved(true);
      }}
      className={`card ${styles.card} ${styles.form}`}
      data-testid="commission-form"
    >
      <h2 className={styles.heading}>کمیسیون پیش‌فرض فروش بلیت</h2>
      <p className={academy.hint}>
        کمیسیون هر بلیت = گرد‌شده (مبلغ پرداختی × درصد ÷ ۱۰۰) + مبلغ ثابت؛ هر رویداد می‌تواند مقدار خودش را داشته باشد.
      </p>
      <div className={styles.grid}>
        <Field name="commissionPercent" id="cd-percent" label="درصد">
          {(p) => <input {...p} {...register('commissionPercent')} className="input" inputMode="decimal" />}
        </Field>
        <Field name="commissionFixed" id="cd-fixed" label="مبلغ ثابت هر بلیت (تومان)">
          {(p) => <input {...p} {...register('commissionFixed')} className="input" inputMode="numeric" />}
        </Field>
      </div>
      <FormError />
      {saved && (
        <p className={academy.ok} role="status">
          کمیسیون پیش‌فرض ذخیره شد.
        </p>
      )}
      <div className={styles.actions}>
        <SubmitButton>ذخیره کمیسیون</SubmitButton>
      </div>
    </ZodForm>
  );
}

function TeacherSales() {
  const { data: teachers } = useTeachersQuery();
  const [teacherId, setTeacherId] = useState('');
  const query = useTeacherReportQuery(teacherId, { skip: !teacherId, refetchOnMountOrArgChange: true });
  return (
    <section className={`card ${styles.card} ${styles.form}`} aria-labelledby="teacher-sales">
      <h2 id="teacher-sales" className={styles.heading}>
        گزارش فروش هر مدرس
      </h2>
      <div>
        <label className="label" htmlFor="teacher-sales-pick">
          مدرس
        </label>
        <select
          id="teacher-sales-pick"
          className="input"
          value={teacherId}
          onChange={(e) => setTeacherId(e.target.value)}
          data-testid="teacher-sales-pick"
        >
          <option value="">انتخاب مدرس</option>
          {(teachers?.teachers ?? []).map((t) => (
            <option key={t._id} value={t._id}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      {teacherId && (
        <TeacherReport
          query={query}
          eventHref={(r) => `/panel/events/${r.eventId}`}
          xlsxHref={academyFile(`/v1/teacher/${encodeURIComponent(teacherId)}/report/xlsx`)}
        />
      )}
    </section>
  );
}

/** /panel/certificates: the three signatures printed on certificates, the chain's commission, each teacher's sales. */
export default function CertificatesAdmin() {
  const signatures = useSignaturesQuery(undefined, { refetchOnMountOrArgChange: true });
  const defaults = useCommissionDefaultsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>گواهی‌ها و امضاها</h1>
      <QueryState query={signatures}>{(d) => <SignaturesForm signatures={d.signatures} />}</QueryState>
      <TeacherSales />
      <QueryState query={defaults}>{(d) => <CommissionForm defaults={d.defaults} />}</QueryState>
    </div>
  );
}
