import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Field, FormError, SubmitButton, ZodForm, errorAt, useZodForm } from '@/components/ui/form';
import { ZBundleForm, type BundleView } from '@/lib/contracts/bundle';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import { effectiveUnitPrice, formatToman } from '@/lib/money';
import { useMenuListQuery } from '@/store/api/menu';
import { useSaveBundleMutation } from '@/store/api/bundle';
import { tomanAmount } from '@/components/payment/checkout';
import styles from '@/components/panel/shared/PanelForm.module.css';

/**
 * Creating or editing a bundle: its parts (items of this branch and how many of each), price, and
 * days of validity. The parts' own price is shown live, since the bundle must cost less.
 */
export default function BundleForm({
  providerId,
  bundle,
  onDone,
}: {
  providerId: string;
  bundle?: BundleView;
  onDone: () => void;
}) {
  const { data: menu } = useMenuListQuery(providerId);
  const [save] = useSaveBundleMutation();
  const form = useZodForm(ZBundleForm, {
    defaultValues: {
      providerId,
      title: bundle?.title ?? '',
      description: bundle?.description ?? '',
      price: bundle ? String(bundle.price) : '',
      validDays: bundle ? String(bundle.validDays) : '30',
      items: Object.fromEntries((bundle?.items ?? []).map((i) => [i._id, String(i.count)])),
      active: bundle?.active ?? true,
    },
  });
  const { register, control } = form;
  const counts = (useWatch({ control, name: 'items' }) ?? {}) as Record<string, string>;

  const items = useMemo(
    () => (menu?.menuList ?? []).flatMap((c) => c.items.map((i) => ({ ...i, category: c.title }))),
    [menu],
  );
  const partsPrice = items.reduce(
    (s, it) =>
      s +
      effectiveUnitPrice(it.price, it.reductionPrice) *
        (Number(toLatinDigits(counts[it._id] ?? '').replace(/[^\d]/g, '')) || 0),
    0,
  );
  const itemsError = errorAt(form.formState.errors, 'items');

  return (
    <ZodForm
      form={form}
      onSubmit={async (v) => {
        await save({ ...v, bundleId: bundle?._id }).unwrap();
        onDone();
      }}
      rename={{ items: 'items' }}
      className={`card ${styles.card} ${styles.form}`}
      data-testid="bundle-form"
    >
      <h2 className={styles.heading}>{bundle ? `ویرایش «${bundle.title}»` : 'بسته جدید'}</h2>
      <div className={styles.grid}>
        <Field name="title" id="b-title" label="عنوان">
          {(p) => <input {...p} {...register('title')} className="input" maxLength={100} />}
        </Field>
        <Field name="validDays" id="b-days" label="مدت اعتبار (روز)">
          {(p) => <input {...p} {...register('validDays')} className="input" inputMode="numeric" />}
        </Field>
        <Field
          name="price"
          id="b-price"
          label="قیمت بسته (تومان)"
          hint={`قیمت اقلام به‌تنهایی: ${tomanAmount(partsPrice)}`}
        >
          {(p) => <input {...p} {...register('price')} className="input" inputMode="numeric" />}
        </Field>
        <Field name="description" id="b-desc" label="توضیحات">
          {(p) => <input {...p} {...register('description')} className="input" maxLength={500} />}
        </Field>
      </div>
      <fieldset
        className={styles.checks}
        style={{ maxHeight: 320 }}
        aria-describedby={itemsError ? 'b-items-error' : undefined}
      >
        <legend className="label">اقلام بسته و تعداد هر کدام</legend>
        {items.map((i) => (
          <label key={i._id} style={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>
              {i.title}{' '}
              <span
                className={styles.muted}
              >{`· ${i.category} · ${formatToman(effectiveUnitPrice(i.price, i.reductionPrice))}`}</span>
            </span>
            <input
              {...register(`items.${i._id}`)}
              className="input"
              style={{ width: 80, minHeight: 36 }}
              inputMode="numeric"
              aria-label={`تعداد ${i.title}`}
              aria-invalid={itemsError ? true : undefined}
              placeholder={toPersianDigits(0)}
            />
          </label>
        ))}
      </fieldset>
      {itemsError && (
        <p id="b-items-error" className="field-error">
          {itemsError}
        </p>
      )}
      <label className={styles.switch}>
        <input type="checkbox" {...register('active')} />
        در حال فروش
      </label>
      <FormError />
      <div className={styles.actions}>
        <SubmitButton>{bundle ? 'ذخیره تغییرات' : 'ساخت بسته'}</SubmitButton>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          انصراف
        </button>
      </div>
    </ZodForm>
  );
}
