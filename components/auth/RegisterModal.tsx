import Link from 'next/link';
import { useRouter } from 'next/router';
import { useRef, useState, type FormEvent } from 'react';
import Cookies from 'js-cookie';
import { isPossiblePhoneNumber } from 'react-phone-number-input';
import Modal from '@/components/ui/Modal';
import type { ModalProps } from '@/components/ui/ModalHost';
import { useAppDispatch } from '@/store';
import { useRegisterMutation } from '@/store/api/auth';
import { signedIn } from '@/store/slices/authSlice';
import { openModal } from '@/store/slices/modalsSlice';
import { REFERRAL_COOKIE } from '@/lib/client/site';
import { toLatinDigits } from '@/lib/digits';
import { ERRORS } from '@/lib/messages';
import PhoneField from './PhoneField';
import CodeStep, { type Verified } from './CodeStep';
import { useCountdown } from './useCountdown';
import { authErrorText, errorField, recheckActivation, showAuthError } from './session';
import { useStableCallback } from '@/components/layout/hooks';
import styles from './Auth.module.css';

export interface RegisterModalProps {
  /** The short link the visitor arrived through, when the opener knows it. */
  shortLinkRefId?: string;
}

type Errors = Partial<Record<'firstName' | 'lastName' | 'phone' | 'reagentCode' | 'form', string>>;

// A customer screen: a light hand-written form on purpose, so react-hook-form (components/ui/form, for panel forms) stays out of its first-load JS.
/** Sign-up: names, phone, invitation code and terms, then the SMS code (spec sections 4 and 5). */
export default function RegisterModal({ onClose: hostClose, shortLinkRefId }: ModalProps & RegisterModalProps) {
  const onClose = useStableCallback(hostClose);
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [phone, setPhone] = useState<string | undefined>();
  // The modal only mounts in the browser, so the cookie can be read while initialising.
  const [reagentCode, setReagentCode] = useState(() => Cookies.get(REFERRAL_COOKIE) ?? '');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState<{ phone: string; verifyToken: string; form: string } | null>(null);
  const [step, setStep] = useState<'form' | 'code'>('form');
  const [register, { isLoading }] = useRegisterMutation();
  const countdown = useCountdown();
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {};
    if (!firstName.trim()) found.firstName = ERRORS.FIRST_NAME_REQUIRED.fa;
    if (!lastName.trim()) found.lastName = ERRORS.LAST_NAME_REQUIRED.fa;
    if (!phone) found.phone = ERRORS.PHONE_REQUIRED.fa;
    else if (!isPossiblePhoneNumber(phone)) found.phone = ERRORS.PHONE_INVALID.fa;
    setErrors(found);
    if (Object.keys(found).length || !phone || !terms) return;
    const form = JSON.stringify([firstName.trim(), lastName.trim(), phone, reagentCode.trim()]);
    // Back from 'ویرایش شماره' with nothing changed inside the wait: the code already sent still works.
    if (sent && sent.form === form && countdown.running) {
      setStep('code');
      return;
    }
    try {
      const result = await register({
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        phone,
        reagentCode: toLatinDigits(reagentCode).trim() || undefined,
        shortLinkRefId: shortLinkRefId || undefined,
      }).unwrap();
      setSent({ phone, verifyToken: result.verifyToken, form });
      countdown.restart();
      setStep('code');
    } catch (err) {
      const field = errorField(err);
      if (field && field !== 'code') setErrors({ [field]: authErrorText(err) });
      else showAuthError(dispatch, err, formRef.current?.querySelector<HTMLInputElement>('[data-testid="register-phone"]'));
    }
  };

  const onVerified = async (result: Verified) => {
    dispatch(signedIn({ user: result.user, status: result.status }));
    onClose();
    await recheckActivation(dispatch);
    if (router.pathname === '/previousOrders') void router.replace(router.asPath, undefined, { scroll: false });
    dispatch(openModal({ type: 'result' }));
  };

  const toLogin = () => {
    onClose();
    dispatch(openModal({ type: 'login' }));
  };

  const fieldProps = (name: keyof Errors) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `register-${name}-error` : undefined,
  });
  const fieldError = (name: keyof Errors) =>
    errors[name] ? (
      <p id={`register-${name}-error`} className="field-error" role="alert">
        {errors[name]}
      </p>
    ) : null;

  return (
    <Modal title="ثبت نام" onClose={onClose}>
      {step === 'form' || !sent ? (
        <form ref={formRef} onSubmit={onSubmit} noValidate className={styles.form} data-testid="register-form">
          <div className={styles.pair}>
            <div className={styles.field}>
              <label className="label" htmlFor="register-firstName">
                نام
              </label>
              <input
                id="register-firstName"
                className="input"
                value={firstName}
                onChange={(e) => setFirstName(e.target.value)}
                autoComplete="given-name"
                maxLength={60}
                data-testid="register-firstName"
                {...fieldProps('firstName')}
              />
              {fieldError('firstName')}
            </div>
            <div className={styles.field}>
              <label className="label" htmlFor="register-lastName">
                نام خانوادگی
              </label>
              <input
                id="register-lastName"
                className="input"
                value={lastName}
                onChange={(e) => setLastName(e.target.value)}
                autoComplete="family-name"
                maxLength={60}
                data-testid="register-lastName"
                {...fieldProps('lastName')}
              />
              {fieldError('lastName')}
            </div>
          </div>
          <PhoneField
            id="register-phone"
            testId="register-phone"
            value={phone}
            onChange={(v) => {
              setPhone(v);
              setErrors((e) => ({ ...e, phone: undefined }));
            }}
            error={errors.phone}
          />
          <div className={styles.field}>
            <label className="label" htmlFor="register-reagentCode">
              کد معرف <span className={styles.optional}>(اختیاری)</span>
            </label>
            <input
              id="register-reagentCode"
              className={`input ${styles.ltrInput}`}
              dir="ltr"
              value={reagentCode}
              onChange={(e) => setReagentCode(e.target.value)}
              autoComplete="off"
              maxLength={32}
              data-testid="register-reagentCode"
              {...fieldProps('reagentCode')}
            />
            {fieldError('reagentCode')}
          </div>
          <label className={styles.check}>
            <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} data-testid="register-terms" />
            <span>
              <Link href="/terms" target="_blank" className={styles.inlineLink}>
                قوانین و مقررات
              </Link>{' '}
              را خوانده‌ام و می‌پذیرم.
            </span>
          </label>
          {fieldError('form')}
          <button type="submit" className="btn btn-primary btn-block" disabled={!terms || !phone || isLoading} data-testid="register-submit">
            {isLoading ? 'در حال ارسال…' : 'ادامه'}
          </button>
          <p className={`${styles.switch} ${styles.center}`}>
            <button type="button" className={styles.linkButton} onClick={toLogin} data-testid="to-login">
              حساب دارید؟ ورود
            </button>
          </p>
        </form>
      ) : (
        <CodeStep
          phone={sent.phone}
          verifyToken={sent.verifyToken}
          remaining={countdown.remaining}
          onResent={countdown.restart}
          onVerified={(r) => void onVerified(r)}
          onEditPhone={() => setStep('form')}
        />
      )}
    </Modal>
  );
}
