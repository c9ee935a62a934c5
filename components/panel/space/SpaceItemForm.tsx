import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Field, FormError, SubmitButton, ZodForm, useZodForm } from '@/components/ui/form';
import { SPACE_TYPES, type SpaceCategoryView, type SpaceItemView } from '@/lib/contracts/space';
import { SPACE_COPY } from '@/lib/messages-space';
import { toLatinDigits } from '@/lib/digits';
import { useAddSpaceItemMutation, useEditSpaceItemMutation } from '@/store/api/space';
import SpaceItemImage from './SpaceItemImage';
import styles from '@/components/panel/wallet/PanelMoney.module.css';

const num = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} را وارد کنید.` })
    .transform((v) => Number(toLatinDigits(v)))
    .refine((n) => Number.isInteger(n) && n >= 0, { error: `${label} باید عدد صحیح و نامنفی باشد.` });

/** The form's own fields (strings as typed), turned into the API's numbers. */
const ZForm = z
  .object({
    categoryId: z.string().min(1, { error: 'دسته‌بندی را انتخاب کنید.' }),
    title: z.string().trim().min(1, { error: 'عنوان را وارد کنید.' }).max(120, { error: 'عنوان حداکثر ۱۲۰ حرف است.' }),
    description: z.string().trim().max(1000, { error: 'توضیحات حداکثر ۱۰۰۰ حرف است.' }),
    price: num('قیمت'),
    reductionPrice: num('قیمت با تخفیف'),
    spaceType: z.enum(SPACE_TYPES, { error: 'نوع فضا را انتخاب کنید.' }),
    capacity: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    if (v.spaceType === 'pool' && !(Number(toLatinDigits(v.capacity)) > 0)) ctx.addIssue({ code: 'custom', path: ['capacity'], message: 'ظرفیت روزانه را وارد کنید.' });
  });

/** Adds a workspace item, or edits `item`: a pool (daily capacity) or an hourly resource. */
export default function SpaceItemForm({ providerId, categories, item, onDone }: { providerId: string; categories: SpaceCategoryView[]; item: SpaceItemView | null; onDone: () => void }) {
  const form = useZodForm(ZForm, {
    defaultValues: {
      categoryId: item?.categoryId ?? categories[0]?._id ?? '',
      title: item?.title ?? '',
      description: item?.description ?? '',
      price: String(item?.price ?? ''),
      reductionPrice: String(item?.reductionPrice ?? 0),
      spaceType: item?.spaceType ?? 'pool',
      capacity: item?.capacity != null ? String(item.capacity) : '',
    },
  });
  const [add] = useAddSpaceItemMutation();
  const [edit] = useEditSpaceItemMutation();
  const type = useWatch({ control: form.control, name: 'spaceType' });
  const { register } = form;
  const submit = async (v: z.output<typeof ZForm>) => {
    const body = { ...v, capacity: v.spaceType === 'pool' ? Number(toLatinDigits(v.capacity)) : null };
    if (item) await edit({ itemId: item._id, ...body }).unwrap();
    else await add({ providerId, ...body }).unwrap();
    onDone();
  };
  return (
    <ZodForm form={form} onSubmit={submit} className={`card ${styles.card} ${styles.form}`} aria-label={item ? `ویرایش ${item.title}` : 'فضای جدید'}>
      <h2 style={{ margin: 0, fontSize: '1.05rem' }}>{item ? `ویرایش «${item.title}»` : 'فضای جدید'}</h2>
      <div className={styles.grid}>
        <Field name="title" id="si-title" label="عنوان">
          {(p) => <input {...p} {...register('title')} className="input" data-testid="si-title" />}
        </Field>
        <Field name="categoryId" id="si-category" label="دسته‌بندی">
          {(p) => (
            <select {...p} {...register('categoryId')} className="input">
              {categories.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="spaceType" id="si-type" label="نوع رزرو">
          {(p) => (
            <select {...p} {...register('spaceType')} className="input" data-testid="si-type">
              <option value="pool">{`${SPACE_COPY.pool} (ظرفیت روزانه)`}</option>
              <option value="resource">{`${SPACE_COPY.resource} (اتاق یا میز)`}</option>
            </select>
          )}
        </Field>
        {type === 'pool' && (
          <Field name="capacity" id="si-capacity" label="ظرفیت روزانه (نفر)">
            {(p) => <input {...p} {...register('capacity')} className="input" inputMode="numeric" data-testid="si-capacity" />}
          </Field>
        )}
        <Field name="price" id="si-price" label={type === 'pool' ? 'قیمت هر روز (تومان)' : 'قیمت هر ساعت (تومان)'}>
          {(p) => <input {...p} {...register('price')} className="input" inputMode="numeric" data-testid="si-price" />}
        </Field>
        <Field name="reductionPrice" id="si-reduction" label="قیمت با تخفیف (۰ یعنی بدون تخفیف)">
          {(p) => <input {...p} {...register('reductionPrice')} className="input" inputMode="numeric" />}
        </Field>
      </div>
      <Field name="description" id="si-description" label="توضیحات">
        {(p) => <textarea {...p} {...register('description')} className="input" rows={2} />}
      </Field>
      {item && <SpaceItemImage item={item} />}
      <FormError />
      <div className={styles.actions}>
        <SubmitButton data-testid="si-save">{item ? 'ذخیره تغییرات' : 'افزودن فضا'}</SubmitButton>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          انصراف
        </button>
      </div>
    </ZodForm>
  );
}
