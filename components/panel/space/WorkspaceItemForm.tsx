import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Field, useZodForm } from '@/components/ui/form';
import { ItemBasicFields, ItemFormFrame } from '@/components/panel/menu/ItemFormParts';
import {
  HOURS_ORDER,
  REDUCTION_BELOW_PRICE,
  hoursInOrder,
  reductionBelowPrice,
  type SpaceCategoryView,
  type SpaceItemView,
} from '@/lib/contracts/space/items';
import { SPACE_TYPES } from '@/lib/contracts/space/base';
import { describeError } from '@/api-client';
import { uploadWithProgress } from '@/api-client/upload';
import { useAppDispatch } from '@/store';
import { openModal } from '@/store/slices/modalsSlice';
import { hourLabel } from '@/components/space/hours';
import { SPACE_COPY } from '@/lib/messages/space';
import { toLatinDigits } from '@/lib/digits';
import { spaceApi, useAddSpaceItemMutation, useEditSpaceItemMutation } from '@/store/api/space';
import SpaceItemImage from './SpaceItemImage';
import money from '@/components/panel/shared/PanelForm.module.css';

const num = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} را وارد کنید.` })
    .transform((v) => Number(toLatinDigits(v)))
    .refine((n) => Number.isInteger(n) && n >= 0, { error: `${label} باید عدد صحیح و نامنفی باشد.` });
/** Empty is 0 (no discount), as in the cafe item form. */
const optionalNum = (label: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v ? Number(toLatinDigits(v)) : 0))
    .refine((n) => Number.isInteger(n) && n >= 0, { error: `${label} باید عدد صحیح و نامنفی باشد.` });
const HOURS = Array.from({ length: 25 }, (_, h) => h);
const hourOrNull = (v: string) => (v === '' ? null : Number(v));

/** The form's own fields (strings as typed), turned into the API's numbers. */
const ZForm = z
  .object({
    categoryId: z.string().min(1, { error: 'دسته‌بندی را انتخاب کنید.' }),
    title: z.string().trim().min(1, { error: 'عنوان را وارد کنید.' }).max(120, { error: 'عنوان حداکثر ۱۲۰ حرف است.' }),
    description: z.string().trim().max(1000, { error: 'توضیحات حداکثر ۱۰۰۰ حرف است.' }),
    price: num('قیمت'),
    reductionPrice: optionalNum('تخفیف'),
    spaceType: z.enum(SPACE_TYPES, { error: 'نوع فضا را انتخاب کنید.' }),
    capacity: z.string().trim(),
    openingHour: z.string(),
    closingHour: z.string(),
  })
  .superRefine((v, ctx) => {
    const capacity = Number(toLatinDigits(v.capacity));
    if (v.spaceType === 'pool' && !(capacity > 0))
      ctx.addIssue({ code: 'custom', path: ['capacity'], message: 'ظرفیت روزانه را وارد کنید.' });
    if (v.spaceType === 'resource' && v.capacity && !(Number.isInteger(capacity) && capacity > 0))
      ctx.addIssue({ code: 'custom', path: ['capacity'], message: 'ظرفیت اتاق باید عدد صحیح و مثبت باشد.' });
    if (!reductionBelowPrice(v))
      ctx.addIssue({ code: 'custom', path: ['reductionPrice'], message: REDUCTION_BELOW_PRICE });
    if (
      v.spaceType === 'resource' &&
      !hoursInOrder({ openingHour: hourOrNull(v.openingHour), closingHour: hourOrNull(v.closingHour) })
    )
      ctx.addIssue({ code: 'custom', path: ['closingHour'], message: HOURS_ORDER });
  });

export interface WorkspaceItemFormProps {
  kind: 'space';
  providerId: string;
  categories: SpaceCategoryView[];
  item: SpaceItemView | null;
  onDone: () => void;
}

/**
 * A workspace item's part of the one item form (components/panel/menu/ItemForm): a pool (daily
 * capacity) or an hourly resource, with its own hours and image.
 */
export default function WorkspaceItemForm({ providerId, categories, item, onDone }: WorkspaceItemFormProps) {
  const form = useZodForm(ZForm, {
    defaultValues: {
      categoryId: item?.categoryId ?? categories[0]?._id ?? '',
      title: item?.title ?? '',
      description: item?.description ?? '',
      price: String(item?.price ?? ''),
      reductionPrice: item?.reductionPrice ? String(item.reductionPrice) : '',
      spaceType: item?.spaceType ?? 'pool',
      capacity: item?.capacity != null ? String(item.capacity) : '',
      openingHour: item?.openingHour != null ? String(item.openingHour) : '',
      closingHour: item?.closingHour != null ? String(item.closingHour) : '',
    },
  });
  const dispatch = useAppDispatch();
  const [image, setImage] = useState<File | null>(null);
  const [add] = useAddSpaceItemMutation();
  const [edit] = useEditSpaceItemMutation();
  const type = useWatch({ control: form.control, name: 'spaceType' });
  const { register } = form;
  const submit = async (v: z.output<typeof ZForm>) => {
    const resource = v.spaceType === 'resource';
    const body = {
      ...v,
      capacity: v.capacity ? Number(toLatinDigits(v.capacity)) : null,
      openingHour: resource ? hourOrNull(v.openingHour) : null,
      closingHour: resource ? hourOrNull(v.closingHour) : null,
    };
    if (item) await edit({ itemId: item._id, ...body }).unwrap();
    else {
      const added = await add({ providerId, ...body }).unwrap();
      // A new item's image goes up once the item exists (the upload names the item).
      if (image) {
        try {
          await uploadWithProgress('/v1/menu/space/upload/images', 'image', image, {
            extra: { itemId: added.item._id },
          });
          dispatch(spaceApi.util.invalidateTags(['SpaceMenu']));
        } catch (err) {
          dispatch(
            openModal({
              type: 'error',
              props: {
                message: `فضا افزوده شد، اما تصویر بارگذاری نشد: ${describeError(err).message} از «ویرایش» دوباره امتحان کنید.`,
              },
            }),
          );
        }
      }
    }
    onDone();
  };
  return (
    <ItemFormFrame
      form={form}
      onSubmit={submit}
      title={item ? `ویرایش «${item.title}»` : 'فضای جدید'}
      saveLabel={item ? 'ذخیره تغییرات' : 'افزودن فضا'}
      onCancel={onDone}
    >
      <ItemBasicFields
        categories={categories}
        titleLabel="عنوان"
        titleMax={120}
        priceLabel={type === 'pool' ? 'قیمت هر روز (تومان)' : 'قیمت هر ساعت (تومان)'}
        descriptionMax={1000}
        kindFields={
          <>
            <Field name="spaceType" id="si-type" label="نوع رزرو">
              {(p) => (
                <select {...p} {...register('spaceType')} className="input" data-testid="si-type">
                  <option value="pool">{`${SPACE_COPY.pool} (ظرفیت روزانه)`}</option>
                  <option value="resource">{`${SPACE_COPY.resource} (اتاق یا میز)`}</option>
                </select>
              )}
            </Field>
            <Field
              name="capacity"
              id="si-capacity"
              label={type === 'pool' ? 'ظرفیت روزانه (نفر)' : 'ظرفیت اتاق (نفر)'}
              hint={type === 'pool' ? undefined : 'چند نفر در آن جا می‌شوند؛ اختیاری.'}
            >
              {(p) => (
                <input
                  {...p}
                  {...register('capacity')}
                  className="input"
                  inputMode="numeric"
                  data-testid="si-capacity"
                />
              )}
            </Field>
            {type === 'resource' && (
              <>
                <Field name="openingHour" id="si-open" label="از ساعت" hint="خالی: ساعت کاری شعبه">
                  {(p) => (
                    <select {...p} {...register('openingHour')} className="input" data-testid="si-open">
                      <option value="">ساعت کاری شعبه</option>
                      {HOURS.slice(0, 24).map((h) => (
                        <option key={h} value={h}>
                          {hourLabel(h)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field name="closingHour" id="si-close" label="تا ساعت" hint="خالی: ساعت کاری شعبه">
                  {(p) => (
                    <select {...p} {...register('closingHour')} className="input" data-testid="si-close">
                      <option value="">ساعت کاری شعبه</option>
                      {HOURS.slice(1).map((h) => (
                        <option key={h} value={h}>
                          {hourLabel(h)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              </>
            )}
          </>
        }
      />
      {item ? (
        <SpaceItemImage item={item} />
      ) : (
        <div className={money.field} style={{ display: 'grid', gap: '.5rem' }}>
          <span className="label">تصویر (JPEG، PNG یا WebP تا ۵ مگابایت، اختیاری)</span>
          <div className={money.actions}>
            <label className="btn btn-outline btn-sm">
              {image ? 'تغییر تصویر' : 'افزودن تصویر'}
              <input
                type="file"
                accept="image/png,image/jpeg,image/webp"
                className="sr-only"
                onChange={(e) => setImage(e.target.files?.[0] ?? null)}
                data-testid="si-image"
              />
            </label>
            {image && (
              <>
                <span className={money.muted} dir="auto">
                  <bdi>{image.name}</bdi>
                </span>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => setImage(null)}>
                  حذف تصویر
                </button>
              </>
            )}
          </div>
        </div>
      )}
    </ItemFormFrame>
  );
}
