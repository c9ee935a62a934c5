import { useRef, useState, type FormEvent } from 'react';
import Spinner from '@/components/ui/Spinner';
import { newCheckoutKey } from '@/lib/client/checkoutKey';
import { toLatinDigits } from '@/lib/digits';
import { formatNumber, formatToman } from '@/lib/money';
import { useAppDispatch } from '@/store';
import { useChargeWalletMutation } from '@/store/api/wallet';
import { errorModal } from '@/store/slices/modalsSlice';
import styles from './Money.module.css';

const PRESETS = [100_000, 200_000, 500_000];
const MIN = 1_000;
const MAX = 50_000_000;

// A customer screen: a light hand-written form on purpose, so react-hook-form (components/ui/form, for panel forms) stays out of its first-load JS.
/** Charging the wallet: pick or type an amount; the bank's page follows, and the result screen after it. */
export default function ChargeForm({ providerId }: { providerId: string | null }) {
  const dispatch = useAppDispatch();
  const [raw, setRaw] = useState('200000');
  const [error, setError] = useState<string | null>(null);
  const [charge, { isLoading }] = useChargeWalletMutation();
  const [leaving, setLeaving] = useState(false);
  const key = useRef<{ key: string; price: number } | null>(null);
  const price = Number(toLatinDigits(raw).replace(/[^\d]/g, '')) || 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (price < MIN || price > MAX) {
      setError(`مبلغ شارژ باید بین ${formatNumber(MIN)} و ${formatNumber(MAX)} تومان باشد.`);
      return;
    }
    if (key.current?.price !== price) key.current = { key: newCheckoutKey(), price };
    try {
      const { link } = await charge({ price, providerId, key: key.current.key }).unwrap();
      setLeaving(true);
      window.location.assign(link);
    } catch (err) {
      dispatch(errorModal(err));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.presets} role="group" aria-label="مبلغ‌های پیشنهادی">
        {PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className={styles.preset}
            aria-pressed={price === p}
            onClick={() => (setRaw(String(p)), setError(null))}
          >
            {formatNumber(p)}
          </button>
        ))}
      </div>
      <div>
        <label className="label" htmlFor="charge-amount">
          مبلغ دلخواه (تومان)
        </label>
        <input
          id="charge-amount"
          className={`input ${styles.amountInput}`}
          inputMode="numeric"
          value={raw ? formatNumber(price) : ''}
          onChange={(e) => {
            setRaw(toLatinDigits(e.target.value).replace(/[^\d]/g, ''));
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby="charge-error"
          data-testid="charge-amount"
        />
        {error && (
          <p id="charge-error" className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={isLoading || leaving}
        data-testid="charge-submit"
      >
        {(isLoading || leaving) && <Spinner label="در حال انتقال به درگاه" />}
        {`پرداخت آنلاین ${price ? formatToman(price) : ''}`.trim()}
      </button>
      <p className={styles.hint}>
        پس از پرداخت در درگاه بانکی به همین‌جا برمی‌گردید و مبلغ بلافاصله به کیف پول اضافه می‌شود.
      </p>
    </form>
  );
}
