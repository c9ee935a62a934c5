import { Field, FormError, LengthHint, SubmitButton, ZodForm, useZodForm } from '@/components/ui/form';
import { INGREDIENT_UNITS, ZIngredientAdd, type IngredientView } from '@/lib/contracts/menu/admin';
import { UNIT_LABELS } from '@/lib/messages/menu';
import { useSaveIngredientMutation } from '@/store/api/menu';
import styles from './Menu.module.css';

/** Adding an ingredient or editing one (name, unit, counted stock and the alert threshold). */
export default function IngredientForm({
  providerId,
  ingredient,
  onDone,
}: {
  providerId: string;
  ingredient?: IngredientView;
  onDone: () => void;
}) {
  const [save] = useSaveIngredientMutation();
  const form = useZodForm(ZIngredientAdd, {
    defaultValues: {
      providerId,
      title: ingredient?.title ?? '',
      unit: ingredient?.unit ?? 'gram',
      stock: ingredient ? String(ingredient.stock) : '',
      alertAt: ingredient ? String(ingredient.alertAt) : '',
    },
  });
  const { register } = form;
  return (
    <ZodForm
      form={form}
      onSubmit={async (v) => {
        await save({ ...v, providerId, ingredientId: ingredient?._id }).unwrap();
        onDone();
      }}
      className={`card ${styles.section}`}
      data-testid="ingredient-form"
      aria-labelledby="ing-form-title"
    >
      <h2 id="ing-form-title" className={styles.sectionTitle}>
        {ingredient ? `ویرایش «${ingredient.title}»` : 'ماده اولیه جدید'}
      </h2>
      <div className={styles.grid}>
        <Field name="title" id="ing-title" label="نام" hint={<LengthHint name="title" max={80} />}>
          {(p) => (
            <input {...p} {...register('title')} className="input" maxLength={80} data-testid="ingredient-title" />
          )}
        </Field>
        <Field name="unit" id="ing-unit" label="واحد">
          {(p) => (
            <select {...p} {...register('unit')} className="input">
              {INGREDIENT_UNITS.map((u) => (
                <option key={u} value={u}>
                  {UNIT_LABELS[u]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="stock" id="ing-stock" label="موجودی" hint="با هر سفارش به اندازه مواد اولیه آیتم‌ها کم می‌شود.">
          {(p) => (
            <input
              {...p}
              {...register('stock')}
              className="input"
              inputMode="numeric"
              dir="ltr"
              data-testid="ingredient-stock"
            />
          )}
        </Field>
        <Field
          name="alertAt"
          id="ing-alert"
          label="حد هشدار"
          hint="وقتی موجودی به این عدد یا کمتر برسد، هشدار داده می‌شود."
        >
          {(p) => (
            <input
              {...p}
              {...register('alertAt')}
              className="input"
              inputMode="numeric"
              data-testid="ingredient-alert"
            />
          )}
        </Field>
      </div>
      <FormError />
      <div className={styles.actions}>
        <SubmitButton data-testid="ingredient-save">{ingredient ? 'ذخیره تغییرات' : 'افزودن'}</SubmitButton>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          انصراف
        </button>
      </div>
    </ZodForm>
  );
}
