import { useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '@/store';
import { useResendCodeMutation, useVerifyPhoneMutation } from '@/store/api/auth';
import type { AuthUser } from '@/store/slices/authSlice';
import { toPersianDigits } from '@/lib/digits';
import { formatPhoneNumber, formatPhoneNumberIntl } from 'react-phone-number-input';
import { AUTH_ERRORS } from '@/lib/messages/auth';
import CodeInput, { emptyCode } from './CodeInput';
import { authErrorText, errorField, showAuthError } from './session';
import styles from './Auth.module.css';

export interface Verified {
  token: string;
  status: 'toRegister' | 'loginVerified';
  user: AuthUser;
}

interface Props {
  phone: string;
  verifyToken: string;
  /** Seconds until a new code may be asked for (the parent owns the countdown). */
  remaining: number;
  onResent: () => void;
  onVerified: (result: Verified) => void;
  onEditPhone: () => void;
}

/** Step 2 of login and register: the five code boxes, resend with its countdown, and 'ویرایش شماره'. */
export default function CodeStep({ phone, verifyToken, remaining, onResent, onVerified, onEditPhone }: Props) {
  const dispatch = useAppDispatch();
  const [digits, setDigits] = useState(emptyCode);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [verify, { isLoading: verifying }] = useVerifyPhoneMutation();
  const [resend, { isLoading: resending }] = useResendCodeMutation();
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (code: string) => {
    if (!/^\d{5}$/.test(code)) {
      setError(AUTH_ERRORS.CODE_REQUIRED.fa);
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setError(null);
    setNotice(null);
    try {
      const result = await verify({ verifyToken, code, device: 'web' }).unwrap();
      onVerified(result);
    } catch (err) {
      setDigits(emptyCode());
      const first = formRef.current?.querySelector<HTMLInputElement>('[data-testid="code-box"]');
      first?.focus();
      if (errorField(err)) setError(authErrorText(err));
      else showAuthError(dispatch, err, first);
    } finally {
      inFlight.current = false;
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(digits.join(''));
  };

  const onResend = async () => {
    setError(null);
    setNotice(null);
    try {
      await resend({ verifyToken }).unwrap();
      setDigits(emptyCode());
      setNotice('کد جدید ارسال شد.');
      onResent();
    } catch (err) {
      if (errorField(err)) setError(authErrorText(err));
      else showAuthError(dispatch, err, formRef.current?.querySelector<HTMLInputElement>('[data-testid="code-box"]'));
    }
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className={styles.form}>
      <p className={styles.lead}>
        کد ۵ رقمی پیامک‌شده به{' '}
        <bdi dir="ltr" className={styles.phoneNumber} data-testid="code-phone">
          {toPersianDigits(
            (phone.startsWith('+98') ? formatPhoneNumber(phone) : formatPhoneNumberIntl(phone)) || phone,
          )}
        </bdi>{' '}
        را وارد کنید.
      </p>
      <CodeInput
        value={digits}
        onChange={setDigits}
        onComplete={(code) => void submit(code)}
        autoFocus
        invalid={!!error}
        describedBy={error ? 'code-error' : undefined}
      />
      {error && (
        <p id="code-error" className={`field-error ${styles.center}`} role="alert" data-testid="code-error">
          {error}
        </p>
      )}
      {notice && !error && (
        <p className={`${styles.notice} ${styles.center}`} role="status">
          {notice}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={verifying} data-testid="code-submit">
        {verifying ? 'در حال بررسی…' : 'تایید و ورود'}
      </button>
      <div className={styles.row}>
        <button type="button" className={styles.linkButton} onClick={onEditPhone} data-testid="edit-phone">
          ویرایش شماره
        </button>
        <button
          type="button"
          className={styles.linkButton}
          onClick={onResend}
          disabled={remaining > 0 || resending}
          data-testid="resend-code"
        >
          {remaining > 0 ? (
            <>
              ارسال مجدد کد تا{' '}
              <span data-testid="resend-countdown" aria-live="off">
                {toPersianDigits(remaining)}
              </span>{' '}
              ثانیه دیگر
            </>
          ) : (
            'ارسال مجدد کد'
          )}
        </button>
      </div>
    </form>
  );
}
