import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import { Field, FormError, SubmitButton, ZodForm, useZodForm } from '@/components/ui/form';
import { ZBankAccountAdd, type BankAccountView } from '@/lib/contracts/bank-account';
import { formatIban, normalizeIban } from '@/lib/iban';
import { toPersianDigits } from '@/lib/digits';
import { jalaliShort } from '@/lib/jalali';
import {
  useAddBankAccountMutation,
  useBankAccountsQuery,
  useRemoveBankAccountMutation,
} from '@/store/api/bank-account';
import styles from '@/components/panel/shared/PanelForm.module.css';

const dash = <span className={styles.muted}>—</span>;

/** /panel/bankAccounts: the chain's settlement accounts; removing one asks first. */
export function BankAccountList() {
  const query = useBankAccountsQuery();
  const [remove] = useRemoveBankAccountMutation();
  const columns: Column<BankAccountView>[] = [
    { header: 'عنوان', cell: (a) => a.title },
    { header: 'صاحب حساب', cell: (a) => a.ownerName },
    { header: 'بانک', cell: (a) => a.bankName || dash },
    { header: 'شماره شبا', cell: (a) => <span className={styles.mono}>{formatIban(a.iban)}</span> },
    { header: 'ثبت', cell: (a) => jalaliShort(a.createdAt) },
  ];
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <h1 className={styles.heading}>حساب‌های بانکی تسویه</h1>
        <Link href="/panel/bankAccounts/bankAccountItem" className="btn btn-primary btn-sm" data-testid="bank-add-link">
          افزودن حساب
        </Link>
      </div>
      <AdminTable
        query={query}
        rows={(d) => d.bankAccounts}
        rowKey={(a) => a._id}
        columns={columns}
        caption="حساب‌های بانکی تسویه"
        testId="bank-table"
        rowTestId="bank-row"
        actions={[
          {
            label: 'حذف',
            testId: 'bank-remove',
            confirm: (a) => ({
              title: 'حذف حساب بانکی',
              message: `حساب «${a.title}» با شبای ${toPersianDigits(formatIban(a.iban))} حذف شود؟`,
              confirmText: 'حذف',
              danger: true,
            }),
            onClick: (a) => remove({ bankAccountId: a._id }).unwrap(),
          },
        ]}
      />
    </div>
  );
}

/** /panel/bankAccounts/bankAccountItem: a new account; the IBAN is checked (checksum) as it is typed. */
export function BankAccountForm() {
  const router = useRouter();
  const [add] = useAddBankAccountMutation();
  const form = useZodForm(ZBankAccountAdd, {
    defaultValues: { title: '', ownerName: '', bankName: '', iban: '' },
    mode: 'onTouched',
  });
  const [typed, setTyped] = useState('');
  const ok = typed.trim() ? normalizeIban(typed) : null;
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <h1 className={styles.heading}>افزودن حساب بانکی</h1>
        <Link href="/panel/bankAccounts" className="btn btn-ghost btn-sm">
          بازگشت به حساب‌ها
        </Link>
      </div>
      <ZodForm
        form={form}
        className={`card ${styles.card} ${styles.form}`}
        data-testid="bank-form"
        onSubmit={async (v) => {
          await add(v).unwrap();
          await router.push('/panel/bankAccounts');
        }}
      >
        <div className={styles.grid}>
          <Field name="title" id="bank-title" label="عنوان حساب">
            {(p) => (
              <input
                {...p}
                {...form.register('title')}
                className="input"
                maxLength={120}
                placeholder="مثلاً حساب تسویه درگاه"
              />
            )}
          </Field>
          <Field name="ownerName" id="bank-owner" label="نام صاحب حساب">
            {(p) => <input {...p} {...form.register('ownerName')} className="input" maxLength={120} />}
          </Field>
          <Field name="bankName" id="bank-name" label="نام بانک (اختیاری)">
            {(p) => <input {...p} {...form.register('bankName')} className="input" maxLength={60} />}
          </Field>
          <Field
            name="iban"
            id="bank-iban"
            label="شماره شبا"
            hint={ok ? `شبای معتبر: ${formatIban(ok)}` : 'IR و ۲۴ رقم؛ فاصله و خط تیره مهم نیست.'}
          >
            {(p) => {
              const reg = form.register('iban');
              return (
                <input
                  {...p}
                  {...reg}
                  onChange={(e) => {
                    setTyped(e.target.value);
                    void reg.onChange(e);
                  }}
                  className={`input ${styles.mono}`}
                  dir="ltr"
                  inputMode="text"
                  autoComplete="off"
                  placeholder="IR00 0000 0000 0000 0000 0000 00"
                />
              );
            }}
          </Field>
        </div>
        <FormError />
        <SubmitButton>ثبت حساب</SubmitButton>
      </ZodForm>
    </div>
  );
}
