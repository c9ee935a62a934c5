import { useState } from 'react';
import { Field, FormError, SubmitButton, ZodForm, useZodForm } from '@/components/ui/form';
import { ZUserEdit, type AdminUserView } from '@/lib/contracts/users';
import { toLocalIranian } from '@/lib/phone-display';
import { useEditUserMutation } from '@/store/api/users';
import styles from './Users.module.css';

/** Staff correcting a user's phone, names, email and gender; the server's refusals land on the fields. */
export default function UserEditForm({ u }: { u: AdminUserView }) {
  const [edit] = useEditUserMutation();
  const [done, setDone] = useState(false);
  const form = useZodForm(ZUserEdit, {
    defaultValues: {
      userId: u._id,
      phone: toLocalIranian(u.phone),
      firstName: u.firstName ?? '',
      lastName: u.lastName ?? '',
      firstNameFa: u.firstNameFa ?? '',
      lastNameFa: u.lastNameFa ?? '',
      email: u.email ?? '',
      gender: (u.gender as 'male' | 'female' | 'other' | null) ?? null,
    },
  });
  const { register } = form;
  const text = (name: 'firstName' | 'lastName' | 'firstNameFa' | 'lastNameFa', label: string) => (
    <Field name={name} label={label}>
      {(p) => <input {...p} {...register(name)} className="input" maxLength={60} />}
    </Field>
  );
  return (
    <section className={`card ${styles.card}`} aria-labelledby="user-edit-title">
      <h2 id="user-edit-title" className={styles.sectionTitle}>
        ویرایش اطلاعات
      </h2>
      <ZodForm
        form={form}
        onSubmit={async (v) => {
          setDone(false);
          await edit(v).unwrap();
          setDone(true);
        }}
      >
        <div className={styles.grid}>
          <Field name="phone" label="موبایل">
            {(p) => (
              <input {...p} {...register('phone')} className="input" dir="ltr" inputMode="tel" autoComplete="off" />
            )}
          </Field>
          {text('firstName', 'نام')}
          {text('lastName', 'نام خانوادگی')}
          {text('firstNameFa', 'نام (فارسی)')}
          {text('lastNameFa', 'نام خانوادگی (فارسی)')}
          <Field name="email" label="ایمیل">
            {(p) => <input {...p} {...register('email')} className="input" dir="ltr" type="email" />}
          </Field>
          <Field name="gender" label="جنسیت">
            {(p) => (
              <select
                {...p}
                {...register('gender', { setValueAs: (v: string) => (v === '' ? null : v) })}
                className="input"
              >
                <option value="">نامشخص</option>
                <option value="female">زن</option>
                <option value="male">مرد</option>
                <option value="other">سایر</option>
              </select>
            )}
          </Field>
        </div>
        <FormError />
        {done && (
          <p className={styles.success} role="status">
            تغییرات ذخیره شد.
          </p>
        )}
        <div className={styles.actions}>
          <SubmitButton>ذخیره تغییرات</SubmitButton>
        </div>
      </ZodForm>
    </section>
  );
}
