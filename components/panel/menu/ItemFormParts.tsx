import type { ReactNode } from 'react';
import { useFormContext, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Field, FormError, LengthHint, SubmitButton, ZodForm } from '@/components/ui/form';
import styles from './Menu.module.css';

/** The frame every menu item form shares, cafe or workspace: heading, the form's error and its buttons. */
export function ItemFormFrame<I extends FieldValues, O>({
  form,
  onSubmit,
  title,
  saveLabel,
  onCancel,
  children,
}: {
  form: UseFormReturn<I, unknown, O>;
  onSubmit: (values: O) => Promise<unknown>;
  title: string;
  saveLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <ZodForm
      form={form}
      onSubmit={onSubmit}
      className={`card ${styles.section}`}
      data-testid="item-form"
      aria-labelledby="item-form-title"
    >
      <h2 id="item-form-title" className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
      <FormError />
      <div className={styles.actions}>
        <SubmitButton data-testid="item-save">{saveLabel}</SubmitButton>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          انصراف
        </button>
      </div>
    </ZodForm>
  );
}

/**
 * The fields every menu item has (title, category, price, discount, description), with the kind's
 * own fields in `kindFields` (a workspace's type, capacity and hours), `after` (a cafe item's stock)
 * and `last` (its cover) in the same grid.
 */
export function ItemBasicFields({
  categories,
  titleLabel,
  titleMax,
  priceLabel,
  descriptionMax,
  kindFields,
  after,
  last,
}: {
  categories: { _id: string; title: string }[];
  titleLabel: string;
  titleMax: number;
  priceLabel: string;
  descriptionMax: number;
  kindFields?: ReactNode;
  after?: ReactNode;
  last?: ReactNode;
}) {
  const { register } = useFormContext();
  return (
    <div className={styles.grid}>
      <Field name="title" id="item-title" label={titleLabel} hint={<LengthHint name="title" max={titleMax} />}>
        {(p) => <input {...p} {...register('title')} className="input" maxLength={titleMax} data-testid="item-title" />}
      </Field>
      <Field name="categoryId" id="item-category" label="دسته‌بندی">
        {(p) => (
          <select {...p} {...register('categoryId')} className="input" data-testid="item-category">
            {categories.map((c) => (
              <option key={c._id} value={c._id}>
                {c.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      {kindFields}
      <Field name="price" id="item-price" label={priceLabel}>
        {(p) => <input {...p} {...register('price')} className="input" inputMode="numeric" data-testid="item-price" />}
      </Field>
      <Field
        name="reductionPrice"
        id="item-reduction"
        label="تخفیف (تومان)"
        hint="از قیمت کم می‌شود؛ خالی یعنی بدون تخفیف."
      >
        {(p) => (
          <input
            {...p}
            {...register('reductionPrice')}
            className="input"
            inputMode="numeric"
            data-testid="item-reduction"
          />
        )}
      </Field>
      {after}
      <Field name="description" id="item-desc" label="توضیحات" className={styles.wide}>
        {(p) => <textarea {...p} {...register('description')} className="input" rows={3} maxLength={descriptionMax} />}
      </Field>
      {last}
    </div>
  );
}
