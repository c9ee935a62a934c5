import Link from 'next/link';
import { useState } from 'react';
import { Field, FormError, SubmitButton, ZodForm, useZodForm } from '@/components/ui/form';
import { ZUserAdd, type AdminUserView } from '@/lib/contracts/users';
import { useAddUserMutation } from '@/store/api/users';
import { phoneText } from './format';
import styles from './Users.module.css';

/** Registering someone by phone (names optional); they sign in later with an SMS code. */
export default function AddUserForm() {
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<AdminUserView | null>(null);
  const [add] = useAddUserMutation();
  const form = useZodForm(ZUserAdd, { defaultValues: { phone: '', firstName: '', lastName: '' } });
  const { register } = form;
  if (!open) {
    return (
      <div className={styles.actions}>
        {added && (
          <p className={styles.success} role="status">
            {`کاربر ${phoneText(added.phone)} ثبت شد. `}
            <Link href={`/panel/users/${encodeURIComponent(added._id)}`}>مشاهده</Link>
          </p>
        )}
        <button type="button" className="btn btn-primary" onClick={() => setOpen(true)} data-testid="user-add-open">
          افزودن کاربر
        </button>
      </div>
    );
  }
  return (
    <section className={`card ${styles.card}`} aria-labelledby="user-add-title">
      <h2 id="user-add-title" className={styles.sectionTitle}>
        افزودن کاربر
      </h2>
      <ZodForm
        form={form}
        onSubmit={async (v) => {
          const r = await add(v).unwrap();
          setAdded(r.user);
          form.reset();
          setOpen(false);
        }}
      >
        <div className={styles.grid}>
          <Field name="phone" label="موبایل">
            {(p) => (
              <input
                {...p}
                {...register('phone')}
                className="input"
                dir="ltr"
                inputMode="tel"
                autoComplete="off"
                data-testid="user-add-phone"
              />
            )}
          </Field>
          <Field name="firstName" label="نام">
            {(p) => <input {...p} {...register('firstName')} className="input" maxLength={60} />}
          </Field>
          <Field name="lastName" label="نام خانوادگی">
            {(p) => <input {...p} {...register('lastName')} className="input" maxLength={60} />}
          </Field>
        </div>
        <FormError />
        <div className={styles.actions}>
          <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
            انصراف
          </button>
          <SubmitButton>ثبت کاربر</SubmitButton>
        </div>
      </ZodForm>
    </section>
  );
}
