import { useRef, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { Field, FormError, SubmitButton, ZodForm, useZodForm } from '@/components/ui/form';
import { newCheckoutKey } from '@/lib/client/checkoutKey';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import { isolate } from '@/lib/bidi';
import { ZAdminWalletForm } from '@/lib/contracts/wallet';
import { formatNumber, formatToman, THOUSANDS_SEPARATOR } from '@/lib/money';
import { useAppDispatch } from '@/store';
import { useAdjustWalletMutation } from '@/store/api/wallet';
import { askConfirm } from '@/store/slices/confirmBus';
import styles from '../shared/PanelForm.module.css';

/** What was typed, kept as a sign and Latin digits: a minus is shown and refused, never silently dropped (D26). */
function shownAmount(amount: string): string {
  if (amount === '') return '';
  const digits = amount.replace(/\D/g, '');
  const grouped = toPersianDigits(digits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR));
  return `${amount.startsWith('-') ? '-' : ''}${grouped}`;
}

/**
 * Staff charging or discharging a user's wallet. The reason is required (it is kept on the ledger
 * row); a confirmation names the amount. One request key per submission attempt, kept while the same
 * attempt is retried (a double click or a lost answer moves money once); the server requires it.
 */
export default function WalletAdjustForm({ userId, userName }: { userId: string; userName: string }) {
  const dispatch = useAppDispatch();
  const [done, setDone] = useState<string | null>(null);
  const [adjust] = useAdjustWalletMutation();
  const attempt = useRef<{ key: string; signature: string } | null>(null);
  const form = useZodForm(ZAdminWalletForm, {
    defaultValues: { direction: 'charge', price: '', description: '' },
  });
  const { control, register } = form;
  const direction = useWatch({ control, name: 'direction' });
  const amount = useController({ control, name: 'price' });

  const submit = async (v: { direction: 'charge' | 'discharge'; price: number; description: string }) => {
    setDone(null);
    const verb = v.direction === 'charge' ? 'افزوده شود' : 'کسر شود';
    const yes = await askConfirm(dispatch, {
      title: v.direction === 'charge' ? 'شارژ کیف پول' : 'کسر از کیف پول',
      message: `${formatToman(v.price)} ${v.direction === 'charge' ? 'به' : 'از'} کیف پول ${userName ? isolate(userName) : 'این کاربر'} ${verb}؟`,
      confirmText: 'تایید',
      danger: v.direction === 'discharge',
    });
    if (!yes) return;
    const signature = JSON.stringify({ direction: v.direction, price: v.price, reason: v.description });
    if (attempt.current?.signature !== signature) attempt.current = { key: newCheckoutKey(), signature };
    const r = await adjust({ ...v, userId, key: attempt.current.key }).unwrap();
    setDone(`انجام شد. موجودی جدید: ${formatNumber(r.wallet)} تومان`);
    form.reset({ direction: v.direction, price: '', description: '' });
    attempt.current = null;
  };

  return (
    <ZodForm form={form} onSubmit={submit} className={`card ${styles.card} ${styles.form}`} data-testid="wallet-adjust">
      <div className={styles.radios} role="radiogroup" aria-label="نوع تغییر">
        <label>
          <input type="radio" value="charge" {...register('direction')} />
          شارژ (افزودن)
        </label>
        <label>
          <input type="radio" value="discharge" {...register('direction')} data-testid="direction-discharge" />
          کسر
        </label>
      </div>
      <div className={styles.grid}>
        <Field name="price" id="adj-amount" label="مبلغ (تومان)" className={styles.field}>
          {(p) => (
            <input
              {...p}
              ref={amount.field.ref}
              name={amount.field.name}
              onBlur={amount.field.onBlur}
              className="input"
              inputMode="numeric"
              dir="ltr"
              value={shownAmount(amount.field.value)}
              onChange={(e) => {
                const v = toLatinDigits(e.target.value).trim();
                // At most 16 digits are kept: more can only be refused as too much.
                amount.field.onChange(`${/^[-−]/.test(v) ? '-' : ''}${v.replace(/\D/g, '').slice(0, 16)}`);
              }}
              data-testid="adj-amount"
            />
          )}
        </Field>
        <Field
          name="description"
          id="adj-reason"
          label="دلیل (الزامی، در تراکنش‌ها ثبت می‌شود)"
          className={styles.field}
        >
          {(p) => (
            <input {...p} {...register('description')} className="input" maxLength={300} data-testid="adj-reason" />
          )}
        </Field>
      </div>
      <FormError />
      {done && (
        <p className={styles.success} role="status">
          {done}
        </p>
      )}
      <div className={styles.actions}>
        <SubmitButton
          className={`btn ${direction === 'charge' ? 'btn-primary' : 'btn-danger'}`}
          data-testid="adj-submit"
        >
          {direction === 'charge' ? 'شارژ کیف پول' : 'کسر از کیف پول'}
        </SubmitButton>
      </div>
    </ZodForm>
  );
}
