import { useMemo, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Field, errorAt, useZodForm } from '@/components/ui/form';
import { ZItemAdd, type PanelCategoryView, type PanelItemView } from '@/lib/contracts/menu/admin';
import { UNIT_LABELS } from '@/lib/messages/menu';
import { useDebouncedValue } from '@/lib/client/useDebouncedValue';
import { useIngredientsQuery, useSaveItemMutation } from '@/store/api/menu';
import CoverInput from './CoverInput';
import { ItemBasicFields, ItemFormFrame } from './ItemFormParts';
import WorkspaceItemForm, { type WorkspaceItemFormProps } from '@/components/panel/space/WorkspaceItemForm';
import styles from './Menu.module.css';
import { VAT_TEXT } from '@/lib/messages/vat';

interface CafeItemFormProps {
  kind?: 'cafe';
  providerId: string;
  categories: PanelCategoryView[];
  item?: PanelItemView;
  /** The category a new item starts in (the list's filter). */
  categoryId?: string;
  /** Closes the form; after a save, with what was saved (the list says so, issue 21 D24). */
  onDone: (saved?: { title: string; added: boolean }) => void;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** A cafe item's own fields: photo, stock, menu switches and its recipe (ingredients per unit sold). */
function CafeItemForm({ providerId, categories, item, categoryId, onDone }: CafeItemFormProps) {
  const [save] = useSaveItemMutation();
  const form = useZodForm(ZItemAdd, {
    defaultValues: {
      providerId,
      categoryId: item?.categoryId ?? categoryId ?? categories[0]?._id ?? '',
      title: item?.title ?? '',
      description: item?.description ?? '',
      price: text(item?.price),
      reductionPrice: item?.reductionPrice ? String(item.reductionPrice) : '',
      hasMembershipDiscount: item?.hasMembershipDiscount ?? false,
      planCovered: item?.planCovered ?? false,
      vatExempt: item?.vatExempt ?? false,
      available: item?.markedAvailable ?? true,
      active: item?.active ?? true,
      stock: text(item?.stock),
      cover: item?.cover ?? null,
      ingredients: (item?.ingredients ?? []).map((g) => ({ ingredientId: g.ingredientId, amount: String(g.amount) })),
    },
  });
  const { register, control, setValue } = form;
  const lines = useFieldArray({ control, name: 'ingredients' });
  const cover = useWatch({ control, name: 'cover' }) as string | null;
  const chosen = (useWatch({ control, name: 'ingredients' }) ?? []) as { ingredientId: string }[];

  const [search, setSearch] = useState('');
  const [pick, setPick] = useState('');
  const debounced = useDebouncedValue(search, 400);
  const found = useIngredientsQuery({ providerId, page: 1, text: debounced });
  // Titles and units of every ingredient seen (the item's own and the search's), for the lines.
  const known = useMemo(() => {
    const m = new Map<string, { title: string; unit: keyof typeof UNIT_LABELS }>();
    for (const g of item?.ingredients ?? []) m.set(g.ingredientId, { title: g.title, unit: g.unit });
    for (const g of found.data?.ingredients ?? []) m.set(g._id, { title: g.title, unit: g.unit });
    return m;
  }, [item, found.data]);
  const options = (found.data?.ingredients ?? []).filter((g) => !chosen.some((c) => c.ingredientId === g._id));
  const ingredientsError = errorAt(form.formState.errors, 'ingredients');

  return (
    <ItemFormFrame
      form={form}
      onSubmit={async (v) => {
        const r = await save({ ...v, providerId, itemId: item?._id }).unwrap();
        onDone({ title: r.item.title, added: !item });
      }}
      title={item ? `ویرایش «${item.title}»` : 'آیتم جدید'}
      saveLabel={item ? 'ذخیره تغییرات' : 'افزودن آیتم'}
      onCancel={() => onDone()}
    >
      <ItemBasicFields
        categories={categories}
        titleLabel="نام آیتم"
        titleMax={80}
        priceLabel="قیمت (تومان)"
        descriptionMax={500}
        after={
          <Field
            name="stock"
            id="item-stock"
            label="موجودی (عدد)"
            hint="خالی یعنی شمارش نمی‌شود؛ با رسیدن به صفر «تمام شد» نمایش داده می‌شود."
          >
            {(p) => (
              <input
                {...p}
                {...register('stock')}
                className="input"
                inputMode="numeric"
                dir="ltr"
                data-testid="item-stock"
              />
            )}
          </Field>
        }
        last={
          <div className={styles.wide}>
            <CoverInput
              providerId={providerId}
              value={cover}
              onChange={(c) => setValue('cover', c, { shouldDirty: true })}
              error={errorAt(form.formState.errors, 'cover')}
            />
          </div>
        }
      />
      <div className={styles.checks}>
        <label className={styles.check}>
          <input type="checkbox" {...register('active')} />
          نمایش در منو
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...register('available')} />
          موجود است
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...register('hasMembershipDiscount')} />
          تخفیف باشگاه مشتریان
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...register('planCovered')} data-testid="item-plan-covered" />
          پوشش پلن ماهانه (نوشیدنی روزانه)
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...register('vatExempt')} />
          {VAT_TEXT.exemptLabel}
        </label>
      </div>

      <fieldset className={styles.lines}>
        <legend className="label">مواد اولیه برای هر واحد</legend>
        {lines.fields.length === 0 && <p className={styles.muted}>مواد اولیه‌ای برای این آیتم ثبت نشده است.</p>}
        {lines.fields.map((f, i) => {
          const g = known.get(chosen[i]?.ingredientId ?? '');
          return (
            <div key={f.id} className={styles.line}>
              <span>{g?.title ?? 'ماده اولیه'}</span>
              <Field
                name={`ingredients.${i}.amount`}
                id={`item-ing-${i}`}
                label={`مقدار ${g?.title ?? ''} (${g ? UNIT_LABELS[g.unit] : ''})`}
              >
                {(p) => <input {...p} {...register(`ingredients.${i}.amount`)} className="input" inputMode="numeric" />}
              </Field>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => lines.remove(i)}
                aria-label={`برداشتن ${g?.title ?? 'ماده اولیه'}`}
              >
                برداشتن
              </button>
            </div>
          );
        })}
        <div className={styles.toolbar}>
          <label className="sr-only" htmlFor="item-ing-search">
            جستجوی ماده اولیه
          </label>
          <input
            id="item-ing-search"
            className="input"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="جستجوی ماده اولیه"
          />
          <label className="sr-only" htmlFor="item-ing-pick">
            ماده اولیه
          </label>
          <select id="item-ing-pick" className="input" value={pick} onChange={(e) => setPick(e.target.value)}>
            <option value="">{options.length ? 'انتخاب ماده اولیه' : 'ماده اولیه‌ای یافت نشد'}</option>
            {options.map((g) => (
              <option key={g._id} value={g._id}>
                {g.title} ({UNIT_LABELS[g.unit]})
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={!pick}
            onClick={() => {
              lines.append({ ingredientId: pick, amount: '' });
              setPick('');
            }}
          >
            افزودن به مواد اولیه
          </button>
        </div>
        {ingredientsError && <p className="field-error">{ingredientsError}</p>}
      </fieldset>
    </ItemFormFrame>
  );
}

/**
 * The one form that adds or edits a menu item: the fields every item has, and the kind's own, a
 * cafe item's (stock, photo, switches, recipe) or a workspace item's (type, capacity, hours, image).
 */
export default function ItemForm(props: CafeItemFormProps | WorkspaceItemFormProps) {
  return props.kind === 'space' ? <WorkspaceItemForm {...props} /> : <CafeItemForm {...props} />;
}
