import { useState } from 'react';
import { useController } from 'react-hook-form';
import { Field, FormError, SubmitButton, ZodForm, errorAt, useZodForm } from '@/components/ui/form';
import { ZAdminAdd, ZStaffAdd } from '@/lib/contracts/staff';
import { ACCESS_FLAGS, BRANCH_FLAGS, can, type AccessLevel } from '@/lib/permissions';
import type { AuthUser } from '@/store/slices/authSlice';
import { useAddAdminMutation, useAddStaffMutation } from '@/store/api/staff';
import FlagChecklist from './FlagChecklist';
import { staffErrorMessage } from './errors';
import styles from './Staff.module.css';

type Kind = 'general' | 'admin' | 'barista';

const TITLES: Record<Kind, string> = { general: 'افزودن مدیر', admin: 'افزودن ادمین شعبه', barista: 'افزودن باریستا' };

function Flags({ kind, user, providerId }: { kind: Kind; user: AuthUser; providerId?: string }) {
  const { field, fieldState, formState } = useController({ name: 'accessLevel' });
  const message = fieldState.error?.message ?? errorAt(formState.errors, 'accessLevel');
  return (
    <FlagChecklist
      legend="دسترسی‌ها"
      idPrefix={`add-${kind}`}
      value={(field.value as AccessLevel) ?? {}}
      flags={kind === 'admin' ? BRANCH_FLAGS : ACCESS_FLAGS}
      onChange={field.onChange}
      locked={(f) => !can(user, f, providerId)}
      error={message}
    />
  );
}

/**
 * A new branch admin's map as sent: every flag said, on only where ticked among the branch's flags.
 * The API turns on a flag a branch admin's map leaves out, so none is left out (issue 21 D15).
 */
export function branchAdminAccess(ticked: AccessLevel | undefined): AccessLevel {
  return Object.fromEntries(ACCESS_FLAGS.map((f) => [f, BRANCH_FLAGS.includes(f) && ticked?.[f] === true]));
}

/**
 * Adds someone by phone: a general admin (with flags), a branch admin (the flags that act at a branch,
 * none ticked to start with) or a barista. A phone not yet registered gets an account, which signs in by SMS code later.
 */
export default function StaffAddForm({ kind, user, providerId }: { kind: Kind; user: AuthUser; providerId?: string }) {
  const [addAdmin] = useAddAdminMutation();
  const [addStaff] = useAddStaffMutation();
  const [done, setDone] = useState('');
  const schema = kind === 'general' ? ZAdminAdd : ZStaffAdd;
  const defaults = { phone: '', firstName: '', lastName: '', accessLevel: {}, ...(providerId ? { providerId } : {}) };
  const form = useZodForm(schema as typeof ZStaffAdd, { defaultValues: defaults as never });
  const id = (n: string) => `${kind}-${n}`;
  return (
    <section className={`card ${styles.card}`} aria-labelledby={id('title')}>
      <h2 id={id('title')} className={styles.subheading}>
        {TITLES[kind]}
      </h2>
      <ZodForm
        form={form}
        errorMessage={staffErrorMessage}
        className={styles.section}
        onSubmit={async (values) => {
          setDone('');
          const v = values as { phone: string; firstName?: string; lastName?: string; accessLevel?: AccessLevel };
          const r =
            kind === 'general'
              ? (
                  await addAdmin({
                    phone: v.phone,
                    firstName: v.firstName,
                    lastName: v.lastName,
                    accessLevel: v.accessLevel ?? {},
                  }).unwrap()
                ).admin
              : (
                  await addStaff({
                    role: kind,
                    providerId: providerId!,
                    phone: v.phone,
                    firstName: v.firstName,
                    lastName: v.lastName,
                    accessLevel: kind === 'admin' ? branchAdminAccess(v.accessLevel) : undefined,
                  }).unwrap()
                ).staff;
          form.reset(defaults as never);
          setDone(`${[r.firstName, r.lastName].filter(Boolean).join(' ') || 'کاربر'} اضافه شد.`);
        }}
      >
        <div className={styles.row}>
          <Field name="phone" id={id('phone')} label="شماره موبایل">
            {(c) => (
              <input
                {...c}
                {...form.register('phone')}
                className="input ltr"
                inputMode="tel"
                autoComplete="off"
                placeholder="۰۹۱۲۱۲۳۴۵۶۷"
                data-testid={id('phone')}
              />
            )}
          </Field>
          <Field name="firstName" id={id('first')} label="نام (اختیاری)">
            {(c) => <input {...c} {...form.register('firstName')} className="input" maxLength={40} />}
          </Field>
          <Field name="lastName" id={id('last')} label="نام خانوادگی (اختیاری)">
            {(c) => <input {...c} {...form.register('lastName')} className="input" maxLength={40} />}
          </Field>
        </div>
        {kind !== 'barista' && <Flags kind={kind} user={user} providerId={providerId} />}
        <FormError testId={id('error')} />
        <div className={styles.actions}>
          <SubmitButton data-testid={id('submit')}>{TITLES[kind]}</SubmitButton>
          {done && (
            <span className={styles.done} role="status">
              {done}
            </span>
          )}
        </div>
      </ZodForm>
    </section>
  );
}
