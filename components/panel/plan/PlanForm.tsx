import { useState } from 'react';
import { Field, FormError, SubmitButton, ZodForm, useZodForm } from '@/components/ui/form';
import { ZPlanCreate, type PlanView } from '@/lib/contracts/plan';
import { useProviderListQuery } from '@/store/api/menu';
import { useSavePlanMutation } from '@/store/api/plan';
import styles from '@/components/panel/shared/PanelForm.module.css';

/**
 * Creating or editing a member plan (head office): price, months, the monthly room hours and day passes, the
 * daily covered drinks, and the branches it is used at (none ticked: every branch).
 */
export default function PlanForm({ plan, onDone }: { plan?: PlanView; onDone: () => void }) {
  const { data: branches } = useProviderListQuery();
  const [save] = useSavePlanMutation();
  const [picked, setPicked] = useState<string[]>(plan?.providerIds ?? []);
  const form = useZodForm(ZPlanCreate, {
    defaultValues: {
      title: plan?.title ?? '',
      description: plan?.description ?? '',
      price: plan ? String(plan.price) : '',
      months: plan ? String(plan.months) : '1',
      credits: {
        roomHours: String(plan?.credits.roomHours ?? 0),
        dayPasses: String(plan?.credits.dayPasses ?? 0),
        drinksPerDay: String(plan?.credits.drinksPerDay ?? 0),
      },
      active: plan?.active ?? true,
    },
  });
  const { register } = form;
  const toggle = (id: string, on: boolean) => setPicked((p) => (on ? [...p, id] : p.filter((x) => x !== id)));

  return (
    <ZodForm
      form={form}
      onSubmit={async (v) => {
        await save({ ...v, providerIds: picked, planId: plan?._id }).unwrap();
        onDone();
      }}
      className={`card ${styles.card} ${styles.form}`}
      data-testid="plan-form"
    >
      <h2 className={styles.heading}>{plan ? `ویرایش «${plan.title}»` : 'پلن جدید'}</h2>
      <div className={styles.grid}>
        <Field name="title" id="p-title" label="عنوان">
          {(p) => <input {...p} {...register('title')} className="input" maxLength={100} />}
        </Field>
        <Field name="price" id="p-price" label="قیمت (تومان)">
          {(p) => <input {...p} {...register('price')} className="input" inputMode="numeric" />}
        </Field>
        <Field name="months" id="p-months" label="مدت (ماه)">
          {(p) => <input {...p} {...register('months')} className="input" inputMode="numeric" />}
        </Field>
        <Field name="credits.roomHours" id="p-room" label="ساعت اتاق جلسه در ماه">
          {(p) => <input {...p} {...register('credits.roomHours')} className="input" inputMode="numeric" />}
        </Field>
        <Field name="credits.dayPasses" id="p-pass" label="پاس روزانه در ماه">
          {(p) => <input {...p} {...register('credits.dayPasses')} className="input" inputMode="numeric" />}
        </Field>
        <Field name="credits.drinksPerDay" id="p-drinks" label="نوشیدنی در روز">
          {(p) => <input {...p} {...register('credits.drinksPerDay')} className="input" inputMode="numeric" />}
        </Field>
        <Field name="description" id="p-desc" label="توضیحات">
          {(p) => <input {...p} {...register('description')} className="input" maxLength={500} />}
        </Field>
      </div>
      <fieldset className={styles.checks}>
        <legend className="label">شعبه‌ها (هیچ‌کدام: همه شعبه‌ها)</legend>
        {(branches?.providers ?? []).map((b) => (
          <label key={b._id}>
            <input type="checkbox" checked={picked.includes(b._id)} onChange={(e) => toggle(b._id, e.target.checked)} />{' '}
            {b.name}
          </label>
        ))}
      </fieldset>
      <label className={styles.switch}>
        <input type="checkbox" {...register('active')} />
        در حال فروش
      </label>
      <FormError />
      <div className={styles.actions}>
        <SubmitButton>{plan ? 'ذخیره تغییرات' : 'ساخت پلن'}</SubmitButton>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          انصراف
        </button>
      </div>
    </ZodForm>
  );
}
