import { useState, type FormEvent } from 'react';
import { describeError } from '@/api-client';
import { toLatinDigits } from '@/lib/digits';
import { tehranIsoDate } from '@/lib/jalali';
import { VAT_TEXT } from '@/lib/messages/vat';
import { JalaliDateInput } from '@/components/ui/date';
import { FieldShell } from '@/components/ui/form';
import { useAddVatRateMutation } from '@/store/api/invoice';
import styles from '@/components/panel/shared/PanelForm.module.css';

/** Head office adds a VAT rate from a future Tehran day (the Jalali date input). */
export default function VatRateForm({ onAdded }: { onAdded: () => void }) {
  const [percent, setPercent] = useState('');
  const [from, setFrom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [add, { isLoading }] = useAddVatRateMutation();
  // The earliest day a rate may start: tomorrow in Tehran (worked out once for the form).
  const [tomorrow] = useState(() => tehranIsoDate(new Date(Date.now() + 86_400_000)));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setDone(false);
    try {
      await add({ percent: toLatinDigits(percent.trim()) as unknown as number, from }).unwrap();
      setDone(true);
      setPercent('');
      setFrom('');
      onAdded();
    } catch (err) {
      setError(describeError(err).message);
    }
  };
  return (
    <form className={`card ${styles.form}`} onSubmit={submit} noValidate data-testid="vat-rate-form">
      <FieldShell id="vat-percent" label={VAT_TEXT.ratePercent}>
        {(p) => (
          <input
            {...p}
            className="input"
            inputMode="numeric"
            dir="ltr"
            maxLength={3}
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
            required
          />
        )}
      </FieldShell>
      <FieldShell id="vat-from" label={VAT_TEXT.rateFrom}>
        {(p) => <JalaliDateInput {...p} value={from} onChange={setFrom} min={tomorrow} required />}
      </FieldShell>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {done && <p role="status">{VAT_TEXT.rateAdded}</p>}
      <div>
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {VAT_TEXT.rateAdd}
        </button>
      </div>
    </form>
  );
}
