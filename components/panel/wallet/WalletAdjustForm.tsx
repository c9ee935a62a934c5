import { useRef, useState, type FormEvent } from 'react';
import Spinner from '@/components/ui/Spinner';
import { newCheckoutKey } from '@/lib/client/checkoutKey';
import { describeError } from '@/api-client';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import { isolate } from '@/lib/bidi';
import { MAX_TOMAN } from '@/lib/contracts/money';
import { formatNumber, formatToman, parseAmount, THOUSANDS_SEPARATOR } from '@/lib/money';
import { useAppDispatch } from '@/store';
import { useAdjustWalletMutation } from '@/store/api/wallet';
import { askConfirm } from '@/store/slices/confirmBus';
import styles from '../shared/PanelForm.module.css';

/**
 * Staff charging or discharging a user's wallet. The reason is required (it is kept on the ledger
 * row); a confirmation names the amount; one key per filled form, so a double click moves money once.
 */
export default function WalletAdjustForm({ userId, userName }: { userId: string; userName: string }) {
  const dispatch = useAppDispatch();
  const [direction, setDirection] = useState<'charge' | 'discharge'>('charge');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const [adjust, { isLoading }] = useAdjustWalletMutation();
  const attempt = useRef<{ key: string; signature: string } | null>(null);
  // What was typed, kept as a sign and Latin digits: a minus is shown and refused, never silently dropped (D26).
  const negative = amount.startsWith('-');
  const digits = amount.replace(/\D/g, '');
  const shown =
    amount === ''
      ? ''
      : `${negative ? '-' : ''}${toPersianDigits(digits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR))}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const next: typeof errors = {};
    const parsed = parseAmount(amount, MAX_TOMAN);
    if ('error' in parsed) next.amount = parsed.error;
    if (!reason.trim()) next.reason = 'لطفا دلیل تغییر موجودی را وارد کنید.';
    setErrors(next);
    if ('error' in parsed || next.reason) return;
    const price = parsed.value;
    const verb = direction === 'charge' ? 'افزوده شود' : 'کسر شود';
    const yes = await askConfirm(dispatch, {
      title: direction === 'charge' ? 'شارژ کیف پول' : 'کسر از کیف پول',
      message: `${formatToman(price)} ${direction === 'charge' ? 'به' : 'از'} کیف پول ${userName ? isolate(userName) : 'این کاربر'} ${verb}؟`,
      confirmText: 'تایید',
      danger: direction === 'discharge',
    });
    if (!yes) return;
    const signature = JSON.stringify({ direction, price, reason: reason.trim() });
    if (attempt.current?.signature !== signature) attempt.current = { key: newCheckoutKey(), signature };
    try {
      const r = await adjust({
        direction,
        userId,
        price,
        description: reason.trim(),
        key: attempt.current.key,
      }).unwrap();
      setDone(`انجام شد. موجودی جدید: ${formatNumber(r.wallet)} تومان`);
      setAmount('');
      setReason('');
      attempt.current = null;
    } catch (err) {
      setErrors({ form: describeError(err).message });
    }
  };

  return (
    <form className={`card ${styles.card} ${styles.form}`} onSubmit={submit} noValidate data-testid="wallet-adjust">
      <div className={styles.radios} role="radiogroup" aria-label="نوع تغییر">
        <label>
          <input
            type="radio"
            name="direction"
            checked={direction === 'charge'}
            onChange={() => setDirection('charge')}
          />
          شارژ (افزودن)
        </label>
        <label>
          <input
            type="radio"
            name="direction"
            checked={direction === 'discharge'}
            onChange={() => setDirection('discharge')}
            data-testid="direction-discharge"
          />
          کسر
        </label>
      </div>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label className="label" htmlFor="adj-amount">
            مبلغ (تومان)
          </label>
          <input
            id="adj-amount"
            className="input"
            inputMode="numeric"
            dir="ltr"
            value={shown}
            onChange={(e) => {
              const v = toLatinDigits(e.target.value).trim();
              // At most 16 digits are kept: more can only be refused as too much.
              setAmount(`${/^[-−]/.test(v) ? '-' : ''}${v.replace(/\D/g, '').slice(0, 16)}`);
            }}
            aria-invalid={errors.amount ? true : undefined}
            data-testid="adj-amount"
          />
          {errors.amount && (
            <p className="field-error" role="alert">
              {errors.amount}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label className="label" htmlFor="adj-reason">
            دلیل (الزامی، در تراکنش‌ها ثبت می‌شود)
          </label>
          <input
            id="adj-reason"
            className="input"
            value={reason}
            maxLength={300}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={errors.reason ? true : undefined}
            data-testid="adj-reason"
          />
          {errors.reason && (
            <p className="field-error" role="alert">
              {errors.reason}
            </p>
          )}
        </div>
      </div>
      {errors.form && (
        <p className={styles.alert} role="alert">
          {errors.form}
        </p>
      )}
      {done && (
        <p className={styles.success} role="status">
          {done}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="submit"
          className={`btn ${direction === 'charge' ? 'btn-primary' : 'btn-danger'}`}
          disabled={isLoading}
          data-testid="adj-submit"
        >
          {isLoading && <Spinner label="در حال ثبت" />}
          {direction === 'charge' ? 'شارژ کیف پول' : 'کسر از کیف پول'}
        </button>
      </div>
    </form>
  );
}
