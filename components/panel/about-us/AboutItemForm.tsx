import Link from 'next/link';
import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useAboutUsActionMutation, useAboutUsQuery } from '@/store/api/about-us';
import { useProviderListQuery } from '@/store/api/menu';
import { type AboutSection } from '@/lib/content-rules';
import { aboutFormSchema, type AboutItemView } from '@/lib/contracts/about-us';
import { toLatinDigits } from '@/lib/digits';
import NoResult from '@/components/ui/NoResult';
import Spinner from '@/components/ui/Spinner';
import { Field, FieldShell, FormError, SubmitButton, ZodForm, useZodForm } from '@/components/ui/form';
import JalaliDateInput from '@/components/ui/date/JalaliDateInput';
import { SECTION_UI, entryKey, type FieldSpec } from './sections';
import styles from '@/components/panel/shared/PanelList.module.css';
import UserPicker from './UserPicker';

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
