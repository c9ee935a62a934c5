import { useState, type FormEvent } from 'react';
import { describeError } from '@/api-client';
import { toLatinDigits } from '@/lib/digits';
import { INVOICE_TEXT } from '@/lib/messages/vat';
import type { InvoiceView } from '@/lib/contracts/invoice';
import { useInvoiceBuyerMutation } from '@/store/api/invoice';
import styles from './InvoicePage.module.css';

/** The buyer adds a national ID or economic code for an official invoice, once. */
export default function InvoiceBuyerForm({ invoice, onSaved }: { invoice: InvoiceView; onSaved: () => void }) {
  const [nationalId, setNationalId] = useState('');
  const [economicCode, setEconomicCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useInvoiceBuyerMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await save({
        invoiceId: invoice._id,
        nationalId: toLatinDigits(nationalId.trim()),
        economicCode: toLatinDigits(economicCode.trim()),
      }).unwrap();
      onSaved();
    } catch (err) {
      setError(describeError(err).message);
    }
  };
  return (
    <form className={`card ${styles.official}`} onSubmit={submit} aria-labelledby="official-title" noValidate>
      <h2 id="official-title" className={styles.subtitle}>
        {INVOICE_TEXT.officialTitle}
      </h2>
      <p className={styles.help}>{INVOICE_TEXT.officialHelp}</p>
      <label className="label" htmlFor="buyer-national-id">
        {INVOICE_TEXT.buyerNationalId}
      </label>
      <input
        id="buyer-national-id"
        className="input"
        inputMode="numeric"
        dir="ltr"
        value={nationalId}
        onChange={(e) => setNationalId(e.target.value)}
      />
      <label className="label" htmlFor="buyer-economic-code">
        {INVOICE_TEXT.buyerEconomicCode}
      </label>
      <input
        id="buyer-economic-code"
        className="input"
        inputMode="numeric"
        dir="ltr"
        value={economicCode}
        onChange={(e) => setEconomicCode(e.target.value)}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-outline" disabled={isLoading}>
        {INVOICE_TEXT.officialSave}
      </button>
    </form>
  );
}
