import { useRouter } from 'next/router';
import { useMemo, useState, type ReactNode } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Field, FormError, SubmitButton, ZodForm, errorAt, useZodForm } from '@/components/ui/form';
import JalaliDateRangeInput from '@/components/ui/date/JalaliDateRangeInput';
import { ZVoucherCreate, type VoucherView } from '@/lib/contracts/voucher';
import { toLatinDigits } from '@/lib/digits';
import { tehranIsoDate } from '@/lib/jalali';
import { useDebouncedValue } from '@/lib/client/useDebouncedValue';
import { useMenuListQuery } from '@/store/api/menu';
import { useCreateVoucherMutation, useEditVoucherMutation } from '@/store/api/voucher';
import { useSearchPublicUsersQuery } from '@/store/api/profile';
import { SCOPE_LABELS } from './format';
import styles from '@/components/panel/shared/PanelForm.module.css';

/** An ISO instant as the Tehran calendar day (YYYY-MM-DD) the date input takes. */
const tehranDay = (iso: string | Date | null | undefined): string => (iso ? tehranIsoDate(iso) : '');
const text = (n: number | null | undefined) => (n ? String(n) : '');

interface Props {
  providerId: string;
  voucher?: VoucherView;
  /** Names of users already given the code (from the voucher's users list). */
  userNames?: Record<string, string>;
}

/**
 * Creating or editing a voucher: code, type and value, cap and minimum, dates, limits, and what it
 * applies to (the whole menu, categories, items, or chosen users). Checked by the API's own
 * ZVoucherCreate; server refusals land on their fields, or show the server's text (spec section 8).
 */
export default function VoucherForm({ providerId, voucher, userNames = {} }: Props) {
  const router = useRouter();
  const { data: menu } = useMenuListQuery(providerId);
  const [create] = useCreateVoucherMutation();
  const [edit] = useEditVoucherMutation();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(ZVoucherCreate, {
    defaultValues: {
      providerId,
      code: voucher?.code ?? '',
      title: voucher?.title ?? '',
      type: voucher?.type ?? 'percent',
      value: voucher ? String(voucher.value) : '',
      maxDiscount: text(voucher?.maxDiscount),
      minOrderPrice: text(voucher?.minOrderPrice),
      startDate: tehranDay(voucher?.startDate) || null,
      endDate: tehranDay(voucher?.endDate) || null,
      totalLimit: text(voucher?.totalLimit),
      perUserLimit: text(voucher?.perUserLimit),
      scope: voucher?.scope ?? 'provider',
      categoryIds: voucher?.categoryIds ?? [],
      itemIds: voucher?.itemIds ?? [],
      userIds: voucher?.userIds ?? [],
      active: voucher?.active ?? true,
    },
  });
  const { register, control } = form;
  const [type, scope] = useWatch({ control, name: ['type', 'scope'] });
  const errors = form.formState.errors;
  const start = useController({ control, name: 'startDate' });
  const end = useController({ control, name: 'endDate' });
  const users = useController({ control, name: 'userIds' });
  const userIds = (users.field.value ?? []) as string[];
  const [names, setNames] = useState<Record<string, string>>(userNames);
  const [userText, setUserText] = useState('');
  const userQuery = useDebouncedValue(toLatinDigits(userText.trim()));
  const { data: found } = useSearchPublicUsersQuery({ page: 1, text: userQuery }, { skip: userQuery.length < 2 });

  const categories = useMemo(() => menu?.menuList ?? [], [menu]);
  const toggleUser = (u: { _id: string; name: string }) => {
    setNames((n) => ({ ...n, [u._id]: u.name }));
    users.field.onChange(userIds.includes(u._id) ? userIds.filter((x) => x !== u._id) : [...userIds, u._id]);
  };

  const submit = async (v: (typeof ZVoucherCreate)['_zod']['output']) => {
    setSaved(false);
    const body: z.input<typeof ZVoucherCreate> = {
      ...v,
      maxDiscount: v.type === 'percent' ? (v.maxDiscount ?? null) : null,
      startDate: tehranDay(v.startDate) || null,
      endDate: tehranDay(v.endDate) || null,
      totalLimit: v.totalLimit ?? null,
      perUserLimit: v.perUserLimit ?? null,
      categoryIds: v.scope === 'categories' ? v.categoryIds : [],
      itemIds: v.scope === 'items' ? v.itemIds : [],
      userIds: v.scope === 'users' ? v.userIds : [],
    };
    if (voucher) {
      await edit({ ...body, voucherId: voucher._id }).unwrap();
      setSaved(true);
    } else {
      const r = await create(body).unwrap();
      await router.replace(`/panel/${encodeURIComponent(providerId)}/listVoucher/${encodeURIComponent(r.voucher._id)}`);
    }
  };

  return (
    <ZodForm form={form} onSubmit={submit} className={`card ${styles.card} ${styles.form}`} data-testid="voucher-form">
      <div className={styles.grid}>
        <Field name="code" id="v-code" label="کد تخفیف">
          {(p) => (
            <input
              {...p}
              {...register('code')}
              className={`input ${styles.mono}`}
              style={{ textTransform: 'uppercase' }}
              placeholder="WELCOME10"
              autoComplete="off"
            />
          )}
        </Field>
        <Field name="title" id="v-title" label="عنوان (برای مشتری)">
          {(p) => <input {...p} {...register('title')} className="input" maxLength={100} />}
        </Field>
        <fieldset className={styles.field} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="label">نوع تخفیف</legend>
          <div className={styles.radios}>
            <label>
              <input type="radio" value="percent" {...register('type')} />
              درصدی
            </label>
            <label>
              <input type="radio" value="amount" {...register('type')} />
              مبلغ ثابت
            </label>
          </div>
        </fieldset>
        <Field name="value" id="v-value" label={type === 'percent' ? 'درصد تخفیف' : 'مبلغ تخفیف (تومان)'}>
          {(p) => <input {...p} {...register('value')} className="input" inputMode="numeric" />}
        </Field>
        {type === 'percent' && (
          <Field name="maxDiscount" id="v-max" label="سقف تخفیف (تومان، اختیاری)">
            {(p) => <input {...p} {...register('maxDiscount')} className="input" inputMode="numeric" />}
          </Field>
        )}
        <Field name="minOrderPrice" id="v-min" label="حداقل مبلغ سفارش (تومان)">
          {(p) => <input {...p} {...register('minOrderPrice')} className="input" inputMode="numeric" />}
        </Field>
        <Field name="totalLimit" id="v-total" label="سقف کل استفاده (خالی: نامحدود)">
          {(p) => <input {...p} {...register('totalLimit')} className="input" inputMode="numeric" />}
        </Field>
        <Field name="perUserLimit" id="v-per-user" label="سقف استفاده هر کاربر (خالی: نامحدود)">
          {(p) => <input {...p} {...register('perUserLimit')} className="input" inputMode="numeric" />}
        </Field>
      </div>

      <JalaliDateRangeInput
        value={{ from: start.field.value ?? '', to: end.field.value ?? '' }}
        onChange={({ from, to }) => {
          if (from !== (start.field.value ?? '')) start.field.onChange(from || null);
          if (to !== (end.field.value ?? '')) end.field.onChange(to || null);
        }}
        from={{
          id: 'v-start',
          label: 'تاریخ شروع',
          error: errorAt(errors, 'startDate'),
          inputRef: start.field.ref,
          onBlur: start.field.onBlur,
        }}
        to={{
          id: 'v-end',
          label: 'تاریخ پایان',
          error: errorAt(errors, 'endDate'),
          inputRef: end.field.ref,
          onBlur: end.field.onBlur,
        }}
        hint="خالی: بدون محدودیت زمانی"
      />

      <Field name="scope" id="v-scope" label="شامل">
        {(p) => (
          <select {...p} {...register('scope')} className="input">
            {(Object.keys(SCOPE_LABELS) as VoucherView['scope'][]).map((s) => (
              <option key={s} value={s}>
                {SCOPE_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </Field>

      {scope === 'categories' && (
        <ChoiceGroup label="دسته‌بندی‌ها" error={errorAt(errors, 'categoryIds')} id="v-categories">
          {categories.map((c) => (
            <label key={c._id}>
              <input
                type="checkbox"
                value={c._id}
                {...register('categoryIds')}
                aria-invalid={errors.categoryIds ? true : undefined}
              />
              {c.title}
            </label>
          ))}
        </ChoiceGroup>
      )}
      {scope === 'items' && (
        <ChoiceGroup label="آیتم‌ها" error={errorAt(errors, 'itemIds')} id="v-items">
          {categories.map((c) => (
            <div key={c._id}>
              <div className={styles.group}>{c.title}</div>
              {c.items.map((i) => (
                <label key={i._id} style={{ display: 'flex' }}>
                  <input
                    type="checkbox"
                    value={i._id}
                    {...register('itemIds')}
                    aria-invalid={errors.itemIds ? true : undefined}
                  />
                  {i.title}
                </label>
              ))}
            </div>
          ))}
        </ChoiceGroup>
      )}
      {scope === 'users' && (
        <div className={styles.form}>
          <div className={styles.chips}>
            {userIds.map((id) => (
              <span key={id} className={styles.chip}>
                {names[id] ?? id}
                <button
                  type="button"
                  aria-label={`حذف ${names[id] ?? id}`}
                  onClick={() => users.field.onChange(userIds.filter((x) => x !== id))}
                >
                  ×
                </button>
              </span>
            ))}
          </div>
          <Field name="userIds" id="v-user-search" label={<span className="sr-only">جستجوی کاربر</span>}>
            {(p) => (
              <input
                {...p}
                ref={users.field.ref}
                className="input"
                type="search"
                placeholder="جستجوی نام کاربر برای افزودن"
                value={userText}
                onChange={(e) => setUserText(e.target.value)}
              />
            )}
          </Field>
          {userQuery.length >= 2 && found && (
            <div className={styles.checks}>
              {found.users.length === 0 && <span className={styles.muted}>کاربری پیدا نشد.</span>}
              {found.users.map((u) => (
                <label key={u._id}>
                  <input type="checkbox" checked={userIds.includes(u._id)} onChange={() => toggleUser(u)} />
                  {u.name}
                </label>
              ))}
            </div>
          )}
        </div>
      )}

      <label className={styles.switch}>
        <input type="checkbox" {...register('active')} />
        فعال
      </label>

      <FormError testId="voucher-form-message" />
      {saved && (
        <p className={styles.success} role="status" data-testid="voucher-form-message">
          تغییرات کد تخفیف ذخیره شد.
        </p>
      )}
      <div className={styles.actions}>
        <SubmitButton>{voucher ? 'ذخیره تغییرات' : 'ساخت کد تخفیف'}</SubmitButton>
      </div>
    </ZodForm>
  );
}

/** A group of checkboxes with its error under it (the boxes are marked invalid, so the first takes focus). */
function ChoiceGroup({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <div
        className={styles.checks}
        role="group"
        aria-label={label}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
