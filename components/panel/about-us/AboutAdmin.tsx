import Link from 'next/link';
import { useRouter } from 'next/router';
import { useId, useMemo, useState, type Ref } from 'react';
import { Controller } from 'react-hook-form';
import { useAppDispatch } from '@/store';
import { errorModal } from '@/store/slices/modalsSlice';
import { askConfirm } from '@/store/slices/confirmBus';
import { useAboutUsActionMutation, useAboutUsQuery } from '@/store/api/about-us';
import { useSearchPublicUsersQuery } from '@/store/api/profile';
import { useProviderListQuery } from '@/store/api/menu';
import { ABOUT_SECTIONS, type AboutSection } from '@/lib/content-rules';
import { aboutFormSchema, type AboutItemView } from '@/lib/contracts/about-us';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import NoResult from '@/components/ui/NoResult';
import Spinner from '@/components/ui/Spinner';
import { useDebouncedValue } from '@/lib/client/useDebouncedValue';
import QueryState from '@/components/ui/QueryState';
import { Field, FieldShell, FormError, SubmitButton, ZodForm, useZodForm } from '@/components/ui/form';
import JalaliDateInput from '@/components/ui/date/JalaliDateInput';
import { SECTION_UI, entryKey, type FieldSpec } from './sections';
import styles from '@/components/panel/shared/PanelList.module.css';

/** /panel/aboutUs: every section with how many entries it has. */
export function AboutIndex() {
  const { data, isError, refetch } = useAboutUsQuery();
  if (isError)
    return (
      <NoResult
        title="خطا در دریافت داده‌ها"
        action={
          <button type="button" className="btn btn-primary" onClick={() => refetch()}>
            تلاش دوباره
          </button>
        }
      />
    );
  return (
    <>
      <h1 className={styles.title}>درباره ما</h1>
      <div className={styles.sections}>
        {ABOUT_SECTIONS.map((s) => (
          <div key={s} className={`card ${styles.sectionCard}`}>
            <strong>{SECTION_UI[s].title}</strong>
            <span className="muted">{data ? `${toPersianDigits(data[s].length)} مورد` : '…'}</span>
            <span className={styles.actions}>
              <Link href={`/panel/aboutUs/${SECTION_UI[s].page}`} className="btn btn-outline btn-sm">
                فهرست
              </Link>
              <Link href={`/panel/aboutUs/${SECTION_UI[s].add}`} className="btn btn-ghost btn-sm">
                افزودن
              </Link>
            </span>
          </div>
        ))}
      </div>
    </>
  );
}

/** /panel/aboutUs/{section}: the entries of one section; edit, remove (after a confirmation) and, for pillars, reorder. */
export function AboutSectionList({ section }: { section: AboutSection }) {
  const ui = SECTION_UI[section];
  const dispatch = useAppDispatch();
  const { data, error, isFetching, refetch } = useAboutUsQuery();
  const [act, state] = useAboutUsActionMutation();
  const items = (data?.[section] ?? []) as AboutItemView[];

  const fail = (err: unknown) => dispatch(errorModal(err));
  const remove = async (item: AboutItemView) => {
    const yes = await askConfirm(dispatch, {
      title: `حذف ${ui.item}`,
      message: `آیا از حذف این ${ui.item} اطمینان دارید؟ «${ui.summary(item)}»`,
      confirmText: 'حذف',
      danger: true,
    });
    if (!yes) return;
    try {
      await act({ section, action: 'remove', data: entryKey(section, item) }).unwrap();
    } catch (err) {
      fail(err);
    }
  };
  // The spec edits strategic pillars as one list ({ pillars }): moving one sends the list in its new order.
  const move = async (i: number, by: -1 | 1) => {
    const j = i + by;
    const next = [...items];
    [next[i], next[j]] = [next[j], next[i]];
    try {
      await act({
        section,
        action: 'edit',
        data: {
          pillars: next.map((p) => ({
            _id: p._id,
            title: (p as { title: string }).title,
            description: (p as { description?: string }).description ?? '',
          })),
        },
      }).unwrap();
    } catch (err) {
      fail(err);
    }
  };

  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>{ui.title}</h1>
        <span className={styles.actions}>
          <Link href="/panel/aboutUs" className="btn btn-ghost btn-sm">
            همه بخش‌ها
          </Link>
          <Link href={`/panel/aboutUs/${ui.add}`} className="btn btn-primary">
            {`افزودن ${ui.item}`}
          </Link>
        </span>
      </div>
      <QueryState query={{ data, error, isFetching, refetch }} isEmpty={() => items.length === 0}>
        {() => (
          <ul className={`card ${styles.list}`} aria-busy={state.isLoading}>
            {items.map((item, i) => (
              <li key={item._id} className={styles.row} data-testid="about-row">
                <div className={styles.rowMain}>
                  {section === 'gallery' && item.url && (
                    // eslint-disable-next-line @next/next/no-img-element -- small API-served thumbnail
                    <img src={item.url} alt="" className={styles.thumb} width={64} height={48} loading="lazy" />
                  )}
                  <div className={styles.rowText}>
                    <strong>{ui.summary(item)}</strong>
                  </div>
                </div>
                <div className={styles.actions}>
                  {section === 'strategicPillars' && (
                    <>
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        disabled={i === 0 || state.isLoading}
                        onClick={() => move(i, -1)}
                        aria-label="بالاتر"
                      >
                        ▲
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        disabled={i === items.length - 1 || state.isLoading}
                        onClick={() => move(i, 1)}
                        aria-label="پایین‌تر"
                      >
                        ▼
                      </button>
                    </>
                  )}
                  <Link href={`/panel/aboutUs/${ui.page}/${item._id}`} className="btn btn-outline btn-sm">
                    ویرایش
                  </Link>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() => remove(item)}
                    disabled={state.isLoading}
                  >
                    حذف
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

function UserPicker({
  value,
  onChange,
  current,
  inputRef,
  error,
  onBlur,
}: {
  value: string;
  onChange: (id: string) => void;
  current?: string;
  inputRef: Ref<HTMLInputElement>;
  error?: string;
  onBlur: () => void;
}) {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text.trim());
  const { data, isFetching } = useSearchPublicUsersQuery({ page: 1, text: debounced }, { skip: debounced.length < 2 });
  const id = useId();
  return (
    <div className={styles.form} style={{ padding: 0 }}>
      {current && <p className="muted">{`کاربر فعلی: ${current}`}</p>}
      <label className="label" htmlFor={`${id}-q`}>
        جستجوی کاربر (نام یا نام کاربری)
      </label>
      <input id={`${id}-q`} className="input" value={text} onChange={(e) => setText(e.target.value)} />
      {isFetching && <Spinner />}
      {data && (
        <ul className={styles.list} aria-label="نتیجه جستجو">
          {data.users.length === 0 && <li className={styles.row}>کاربری پیدا نشد.</li>}
          {data.users.map((u) => (
            <li key={u._id} className={styles.row}>
              <span>
                {u.name} {u.username && <bdi dir="ltr">@{u.username}</bdi>}
              </span>
              <button
                type="button"
                className={`btn btn-sm ${value === u._id ? 'btn-primary' : 'btn-outline'}`}
                aria-pressed={value === u._id}
                onClick={() => onChange(u._id)}
              >
                {value === u._id ? 'انتخاب شد' : 'انتخاب'}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldShell id={`${id}-id`} label="یا شناسه کاربر" error={error}>
        {(p) => (
          <input
            {...p}
            ref={inputRef}
            className="input ltr"
            dir="ltr"
            value={value}
            onChange={(e) => onChange(e.target.value.trim())}
            onBlur={onBlur}
          />
        )}
      </FieldShell>
    </div>
  );
}

type Values = Record<string, unknown>;

function initialValues(fields: FieldSpec[], item: AboutItemView | null): Values {
  const v: Values = {};
  for (const f of fields) {
    const raw = item ? (item as unknown as Record<string, unknown>)[f.name] : undefined;
    if (f.kind === 'image' || f.kind === 'file') v[f.name] = undefined;
    else v[f.name] = f.kind === 'checkbox' ? Boolean(raw) : raw === null || raw === undefined ? '' : String(raw);
  }
  return v;
}

/** Add page (/panel/aboutUs/addNew…) and edit page (/panel/aboutUs/{section}/{id}) of any section. */
export function AboutItemForm({ section, itemId }: { section: AboutSection; itemId: string | null }) {
  const ui = SECTION_UI[section];
  const { data, isError } = useAboutUsQuery(undefined, { skip: !itemId });
  const item = itemId ? (((data?.[section] ?? []) as AboutItemView[]).find((x) => x._id === itemId) ?? null) : null;
  if (itemId && (isError || (data && !item))) {
    return (
      <div className="card">
        <NoResult
          title="مورد انتخاب شده یافت نشد."
          action={<Link href={`/panel/aboutUs/${ui.page}`} className="btn btn-primary">{`بازگشت به ${ui.title}`}</Link>}
        />
      </div>
    );
  }
  if (itemId && !item) {
    return (
      <div className={styles.center}>
        <Spinner />
      </div>
    );
  }
  return <ItemEditor key={item?._id ?? 'new'} section={section} item={item} />;
}

function ItemEditor({ section, item }: { section: AboutSection; item: AboutItemView | null }) {
  const ui = SECTION_UI[section];
  const router = useRouter();
  const providers = useProviderListQuery(undefined, { skip: section !== 'holidays' });
  const [act] = useAboutUsActionMutation();
  const schema = useMemo(() => aboutFormSchema(section, !item), [section, item]);
  const form = useZodForm(schema, { defaultValues: initialValues(ui.fields, item) });
  const { register, control } = form;

  const submit = async (values: Values) => {
    const fields: Record<string, unknown> = {};
    const files: [string, File][] = [];
    for (const f of ui.fields) {
      const v = values[f.name];
      if (f.kind === 'image' || f.kind === 'file') {
        const file = (form.getValues(f.name) as FileList | undefined)?.[0];
        if (file) files.push([f.name, file]);
      } else fields[f.name] = f.kind === 'time' ? toLatinDigits(String(v)) : v;
    }
    const key = item ? entryKey(section, item) : {};
    let payload: Record<string, unknown> | FormData;
    if (files.length) {
      const body = new FormData();
      Object.entries({ ...key, ...fields }).forEach(([k, v]) =>
        body.append(k, v === null || v === undefined ? '' : String(v)),
      );
      files.forEach(([k, f]) => body.append(k, f));
      payload = body;
    } else payload = { ...key, ...fields };
    await act({ section, action: item ? 'edit' : 'add', data: payload }).unwrap();
    await router.push(`/panel/aboutUs/${ui.page}`);
  };

  return (
    <ZodForm form={form} onSubmit={submit} className={`card ${styles.form}`} style={{ maxWidth: 720 }}>
      <h1 className={styles.title}>{item ? `ویرایش ${ui.item}` : `افزودن ${ui.item}`}</h1>
      {ui.fields.map((f) => {
        const id = `about-${f.name}`;
        const label = (
          <>
            {f.label}
            {f.required && <span aria-hidden="true"> *</span>}
          </>
        );
        switch (f.kind) {
          case 'textarea':
            return (
              <Field key={f.name} name={f.name} id={id} label={label}>
                {(p) => <textarea {...p} {...register(f.name)} className="input" rows={5} />}
              </Field>
            );
          case 'checkbox':
            return (
              <label key={f.name} className={styles.check}>
                <input type="checkbox" {...register(f.name)} />
                <span>{f.label}</span>
              </label>
            );
          case 'image':
          case 'file':
            return (
              <Field key={f.name} name={f.name} id={id} label={label}>
                {(p) => (
                  <>
                    {item?.url && f.kind === 'image' && (
                      // eslint-disable-next-line @next/next/no-img-element -- current image
                      <img
                        src={item.url}
                        alt="تصویر فعلی"
                        width={190}
                        height={140}
                        style={{ borderRadius: 8, marginBottom: 8 }}
                      />
                    )}
                    {item?.url && f.kind === 'file' && (
                      <p>
                        <a href={item.url} target="_blank" rel="noopener noreferrer">
                          فایل فعلی
                        </a>
                      </p>
                    )}
                    <input
                      {...p}
                      {...register(f.name)}
                      type="file"
                      className="input"
                      accept={
                        f.kind === 'image'
                          ? 'image/png,image/jpeg,image/webp'
                          : 'application/pdf,image/png,image/jpeg,image/webp'
                      }
                    />
                  </>
                )}
              </Field>
            );
          case 'user':
            return (
              <Controller
                key={f.name}
                name={f.name}
                control={control}
                render={({ field, fieldState }) => (
                  <UserPicker
                    value={String(field.value ?? '')}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={fieldState.error?.message}
                    current={item?.user?.name}
                  />
                )}
              />
            );
          case 'provider':
            return (
              <Field key={f.name} name={f.name} id={id} label={label}>
                {(p) => (
                  <select {...p} {...register(f.name)} className="input">
                    <option value="">همه شعبه‌ها</option>
                    {(providers.data?.providers ?? []).map((pr) => (
                      <option key={pr._id} value={pr._id}>
                        {pr.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            );
          case 'date':
            return (
              <Controller
                key={f.name}
                name={f.name}
                control={control}
                render={({ field, fieldState }) => (
                  <FieldShell id={id} label={label} error={fieldState.error?.message}>
                    {(p) => (
                      <JalaliDateInput
                        {...p}
                        value={String(field.value ?? '')}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        inputRef={field.ref}
                      />
                    )}
                  </FieldShell>
                )}
              />
            );
          default:
            return (
              <Field key={f.name} name={f.name} id={id} label={label}>
                {(p) => (
                  <input
                    {...p}
                    {...register(f.name)}
                    className={`input ${f.kind === 'link' || f.kind === 'time' ? 'ltr' : ''}`}
                    dir={f.kind === 'link' || f.kind === 'time' ? 'ltr' : undefined}
                    type={f.kind === 'time' ? 'time' : 'text'}
                    placeholder={f.hint}
                    aria-required={f.required}
                  />
                )}
              </Field>
            );
        }
      })}
      <FormError />
      <div className={styles.actions}>
        <SubmitButton>{item ? 'ذخیره تغییرات' : 'افزودن'}</SubmitButton>
        <Link href={`/panel/aboutUs/${ui.page}`} className="btn btn-outline">
          انصراف
        </Link>
      </div>
    </ZodForm>
  );
}
