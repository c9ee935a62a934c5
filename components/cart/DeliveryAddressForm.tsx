import { forwardRef, useId, useState } from 'react';
import { describeError } from '@/api-client';
import { DELIVERY_MESSAGES } from '@/lib/messages/address';
import { useAppSelector } from '@/store';
import { useMyAddressesQuery, useSaveAddressMutation } from '@/store/api/address';
import styles from './DeliveryAddressForm.module.css';

export interface DeliveryValue {
  address: string;
  phone: string;
}

/** What the cart checks before checkout; the server checks the same (lib/contracts/address.ts). */
export function deliveryError(v: DeliveryValue): string | null {
  const a = v.address.trim();
  if (!a) return DELIVERY_MESSAGES.addressRequired;
  if (a.length < 10) return DELIVERY_MESSAGES.addressShort;
  if (a.length > 300) return DELIVERY_MESSAGES.addressLong;
  return null;
}

interface Props {
  value: DeliveryValue;
  onChange: (v: DeliveryValue) => void;
  error: string | null;
  /** Leave out the saved list and the «keep it» button (the profile's own form). */
  hideSave?: boolean;
}

/**
 * «ارسال»: where to bring the order. A signed-in customer picks one of their saved addresses or
 * writes a new one (and may keep it on their profile); a phone to call, their own when left empty.
 */
const DeliveryAddressForm = forwardRef<HTMLTextAreaElement, Props>(function DeliveryAddressForm(
  { value, onChange, error, hideSave },
  ref,
) {
  const signedIn = useAppSelector((s) => s.auth.state === 'user') && !hideSave;
  const { data } = useMyAddressesQuery(undefined, { skip: !signedIn });
  const [save, saving] = useSaveAddressMutation();
  const [saved, setSaved] = useState<string | null>(null);
  const id = useId();
  const saved_ = data?.addresses ?? [];
  const matches = saved_.some((a) => a.address === value.address.trim());

  const keep = async () => {
    setSaved(null);
    try {
      await save({ address: value.address, phone: value.phone }).unwrap();
      setSaved('نشانی در نشانی‌های شما ذخیره شد.');
    } catch (err) {
      setSaved(describeError(err).message);
    }
  };

  return (
    <div className={styles.wrap} data-testid="delivery-form">
      {saved_.length > 0 && (
        <fieldset className={styles.saved}>
          <legend className={styles.legend}>نشانی‌های من</legend>
          {saved_.map((a) => (
            <label key={a._id} className={`${styles.option} ${value.address === a.address ? styles.on : ''}`}>
              <input
                type="radio"
                name={`${id}-saved`}
                checked={value.address === a.address}
                onChange={() => onChange({ address: a.address, phone: a.phone })}
                data-testid="saved-address"
              />
              <span>
                {a.title && <strong className={styles.title}>{a.title}: </strong>}
                {a.address}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <label htmlFor={`${id}-address`} className={styles.label}>
        نشانی ارسال
      </label>
      <textarea
        id={`${id}-address`}
        ref={ref}
        className={`input ${styles.textarea}`}
        rows={3}
        maxLength={300}
        value={value.address}
        placeholder="خیابان، کوچه، پلاک و واحد"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange({ ...value, address: e.target.value })}
        data-testid="delivery-address"
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <label htmlFor={`${id}-phone`} className={styles.label}>
        شماره تماس (اختیاری؛ در غیر این صورت شماره خودتان)
      </label>
      <input
        id={`${id}-phone`}
        className={`input ${styles.phone}`}
        type="tel"
        inputMode="tel"
        dir="ltr"
        autoComplete="tel"
        placeholder="۰۹۱۲۳۴۵۶۷۸۹"
        value={value.phone}
        onChange={(e) => onChange({ ...value, phone: e.target.value })}
        data-testid="delivery-phone"
      />
      {signedIn && !matches && !deliveryError(value) && (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => void keep()}
          disabled={saving.isLoading}
          data-testid="save-address"
        >
          ذخیره در نشانی‌های من
        </button>
      )}
      {saved && (
        <p className={styles.done} role="status">
          {saved}
        </p>
      )}
    </div>
  );
});

export default DeliveryAddressForm;
