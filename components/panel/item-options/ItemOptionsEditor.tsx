import { useState } from 'react';
import { useFieldArray, useFormContext, type Control } from 'react-hook-form';
import { Field, FormError, SubmitButton, ZodForm, firstError, useZodForm } from '@/components/ui/form';
import { ZSaveItemOptions, type SaveItemOptionsBody } from '@/lib/contracts/item-options';
import { OPTION_LIMITS } from '@/lib/item-options';
import { OPTION_TEXT } from '@/lib/messages/item-options';
import { toPersianDigits } from '@/lib/digits';
import { effectiveUnitPrice, formatToman } from '@/lib/money';
import { useAppDispatch } from '@/store';
import { askConfirm } from '@/store/slices/confirmBus';
import { useSaveItemOptionsMutation, type ItemOptionsView } from '@/store/api/item-options';
import styles from './ItemOptionsEditor.module.css';

type Values = SaveItemOptionsBody;

const toForm = (v: ItemOptionsView): Values => ({
  groups: v.optionGroups.map((g) => ({
    ...g,
    options: g.options.map((o) => ({ ...o, priceDelta: o.priceDelta ? toPersianDigits(o.priceDelta) : '' })),
  })),
});

/** The options of one group: title and price change of each, add and remove. */
function GroupOptions({ gi, control }: { gi: number; control: Control<Values> }) {
  const { register } = useFormContext<Values>();
  const { fields, append, remove } = useFieldArray({ control, name: `groups.${gi}.options` });
  return (
    <div className={styles.options}>
      {fields.map((f, oi) => (
        <div key={f.id} className={styles.optionRow} data-testid="option-row">
          <Field name={`groups.${gi}.options.${oi}.title`} label={`گزینهٔ ${toPersianDigits(oi + 1)}`}>
            {(p) => (
              <input
                {...p}
                {...register(`groups.${gi}.options.${oi}.title`)}
                className="input"
                maxLength={OPTION_LIMITS.title}
              />
            )}
          </Field>
          <Field name={`groups.${gi}.options.${oi}.priceDelta`} label="افزایش قیمت (تومان)">
            {(p) => (
              <input
                {...p}
                {...register(`groups.${gi}.options.${oi}.priceDelta`)}
                className="input"
                inputMode="numeric"
                placeholder={toPersianDigits(0)}
              />
            )}
          </Field>
          <button
            type="button"
            className={`btn btn-ghost btn-sm ${styles.remove}`}
            onClick={() => remove(oi)}
            aria-label={`حذف گزینهٔ ${toPersianDigits(oi + 1)}`}
          >
            حذف
          </button>
        </div>
      ))}
      {fields.length < OPTION_LIMITS.options && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => append({ title: '', priceDelta: '' })}>
          + گزینهٔ تازه
        </button>
      )}
    </div>
  );
}

/**
 * The option groups of one item (size, milk, sugar, extra shot): title, required or optional, one or
 * several choices, and each option's price change. Saved all at once; the menus show them at once.
 */
export default function ItemOptionsEditor({ data }: { data: ItemOptionsView }) {
  const dispatch = useAppDispatch();
  const [save] = useSaveItemOptionsMutation();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(ZSaveItemOptions, { defaultValues: toForm(data) });
  const { control, register, reset, formState } = form;
  const groups = useFieldArray({ control, name: 'groups' });
  const base = effectiveUnitPrice(data.item.price, data.item.reductionPrice);

  const removeGroup = async (gi: number, title: string) => {
    const yes = await askConfirm(dispatch, {
      title: 'حذف گروه گزینه‌ها',
      message: `گروه «${title || toPersianDigits(gi + 1)}» و گزینه‌هایش حذف شود؟ تا ذخیره نکنید چیزی تغییر نمی‌کند.`,
      confirmText: 'حذف',
      cancelText: 'انصراف',
      danger: true,
    });
    if (yes) groups.remove(gi);
  };

  return (
    <ZodForm
      form={form}
      onSubmit={async (v) => {
        setSaved(false);
        const out = await save({ itemId: data.item._id, ...v }).unwrap();
        reset(toForm(out));
        setSaved(true);
      }}
      className={`card ${styles.form}`}
      data-testid="item-options-form"
    >
      <p className={styles.base}>
        قیمت پایهٔ «{data.item.title}»: <strong>{formatToman(base)}</strong>. قیمت هر گزینه به آن افزوده می‌شود.
      </p>
      {groups.fields.length === 0 && (
        <p className={styles.empty}>این آیتم هنوز گزینه‌ای ندارد. مثلا گروه «اندازه» یا «شیر» بسازید.</p>
      )}
      {groups.fields.map((g, gi) => {
        const optionsError = firstError(formState.errors, `groups.${gi}.options`);
        return (
          <fieldset key={g.id} className={styles.group} data-testid="option-group">
            <legend className={styles.legend}>گروه {toPersianDigits(gi + 1)}</legend>
            <div className={styles.groupHead}>
              <Field name={`groups.${gi}.title`} label="عنوان گروه">
                {(p) => (
                  <input
                    {...p}
                    {...register(`groups.${gi}.title`)}
                    className="input"
                    maxLength={OPTION_LIMITS.title}
                    placeholder="مثلا: اندازه"
                  />
                )}
              </Field>
              <label className={styles.check}>
                <input type="checkbox" {...register(`groups.${gi}.required`)} />
                انتخاب الزامی است
              </label>
              <label className={styles.check}>
                <input type="checkbox" {...register(`groups.${gi}.multiple`)} />
                چند گزینه قابل انتخاب است
              </label>
              <button
                type="button"
                className={`btn btn-ghost btn-sm ${styles.remove}`}
                onClick={() => void removeGroup(gi, form.getValues(`groups.${gi}.title`))}
              >
                حذف گروه
              </button>
            </div>
            <GroupOptions gi={gi} control={control} />
            {optionsError && !firstError(formState.errors, `groups.${gi}.options.0`) && (
              <p className="field-error">{optionsError}</p>
            )}
          </fieldset>
        );
      })}
      {groups.fields.length < OPTION_LIMITS.groups && (
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() =>
            groups.append({ title: '', required: false, multiple: false, options: [{ title: '', priceDelta: '' }] })
          }
          data-testid="add-group"
        >
          + گروه تازه
        </button>
      )}
      <FormError />
      {saved && !formState.isDirty && (
        <p className={styles.saved} role="status">
          گزینه‌ها ذخیره شد و در منو نمایش داده می‌شود.
        </p>
      )}
      <div className={styles.actions}>
        <SubmitButton>ذخیرهٔ گزینه‌ها</SubmitButton>
      </div>
      <p className={styles.hint}>گزینه‌ای که افزایش قیمت ندارد، {OPTION_TEXT.free} است.</p>
    </ZodForm>
  );
}
