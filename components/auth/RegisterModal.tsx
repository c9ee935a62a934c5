import Link from 'next/link';
import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import type { z } from 'zod';
import Cookies from 'js-cookie';
import Modal from '@/components/ui/Modal';
import type { ModalProps } from '@/components/ui/ModalHost';
import { useAppDispatch } from '@/store';
import { useRegisterMutation } from '@/store/api/auth';
import { signedIn } from '@/store/slices/authSlice';
import { openModal } from '@/store/slices/modalsSlice';
import { REFERRAL_COOKIE } from '@/lib/client/site';
import { toLatinDigits } from '@/lib/digits';
import { ZRegister } from '@/lib/contracts/auth';
import { Field, FormError, ZodForm, useZodForm } from '@/components/ui/form';
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

const FIELDS = ['firstName', 'lastName', 'phone', 'reagentCode'] as const;
/** The sign-up form's fields, checked by the API's own contract (its Persian messages). */
const ZRegisterForm = ZRegister.omit({ shortLinkRefId: true });
type Values = z.input<typeof ZRegisterForm>;

/** Sign-up: names, phone, invitation code and terms, then the SMS code (spec sections 4 and 5). */
export default function RegisterModal({ onClose: hostClose, shortLinkRefId }: ModalProps & RegisterModalProps) {
  const onClose = useStableCallback(hostClose);
  const dispatch = useAppDispatch();
  const router = useRouter();
  // The modal only mounts in the browser, so the cookie can be read while initialising.
  const form = useZodForm(ZRegisterForm, {
    defaultValues: { firstName: '', lastName: '', reagentCode: Cookies.get(REFERRAL_COOKIE) ?? '' },
  });
  const { register: field, control } = form;
  const phoneField = useController({ control, name: 'phone' });
  const phone = phoneField.field.value as string | undefined;
  const [terms, setTerms] = useState(false);
  const [sent, setSent] = useState<{ phone: string; verifyToken: string; form: string } | null>(null);
  const [step, setStep] = useState<'form' | 'code'>('form');
  const [register] = useRegisterMutation();
  const countdown = useCountdown();
  const phoneRef = useRef<HTMLDivElement>(null);

  const onSubmit = async (v: z.output<typeof ZRegisterForm>) => {
    if (!terms) return;
    const reagentCode = toLatinDigits(v.reagentCode ?? '').trim() || undefined;
    const signature = JSON.stringify([v.firstName, v.lastName, v.phone, reagentCode ?? '']);
    // Back from 'ویرایش شماره' with nothing changed inside the wait: the code already sent still works.
    if (sent && sent.form === signature && countdown.running) {
      setStep('code');
      return;
    }
    try {
      const result = await register({
        firstName: v.firstName,
        lastName: v.lastName,
        phone: v.phone,
        reagentCode,
        shortLinkRefId: shortLinkRefId || undefined,
      }).unwrap();
      setSent({ phone: v.phone, verifyToken: result.verifyToken, form: signature });
      countdown.restart();
      setStep('code');
    } catch (err) {
      const at = errorField(err);
      // A reason the user fixes in place goes under its field (ZodForm marks it and moves focus there);
      // one that names no field is the form's message; the rest (rate limits, server trouble) the error modal's.
      if (at && (FIELDS as readonly string[]).includes(at))
        throw { data: { error: { issues: [{ path: at, message: authErrorText(err) }] } } };
      if (at === 'form') throw err;
      showAuthError(dispatch, err, phoneRef.current?.querySelector<HTMLInputElement>('[data-testid="register-phone"]'));
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

  return (
    <Modal title="ثبت نام" onClose={onClose}>
      {step === 'form' || !sent ? (
        <ZodForm
          form={form}
          onSubmit={onSubmit}
          errorMessage={authErrorText}
          className={styles.form}
          data-testid="register-form"
        >
          <div className={styles.pair}>
            <Field<Values> name="firstName" id="register-firstName" label="نام" className={styles.field}>
              {(p) => (
                <input
                  {...p}
                  {...field('firstName')}
                  className="input"
                  autoComplete="given-name"
                  maxLength={60}
                  data-testid="register-firstName"
                />
              )}
            </Field>
            <Field<Values> name="lastName" id="register-lastName" label="نام خانوادگی" className={styles.field}>
              {(p) => (
                <input
                  {...p}
                  {...field('lastName')}
                  className="input"
                  autoComplete="family-name"
                  maxLength={60}
                  data-testid="register-lastName"
                />
              )}
            </Field>
          </div>
          <div ref={phoneRef}>
            <PhoneField
              id="register-phone"
              testId="register-phone"
              value={phone}
              onChange={phoneField.field.onChange}
              error={phoneField.fieldState.error?.message}
            />
          </div>
          <Field<Values>
            name="reagentCode"
            id="register-reagentCode"
            className={styles.field}
            label={
              <>
                کد معرف <span className={styles.optional}>(اختیاری)</span>
              </>
            }
          >
            {(p) => (
              <input
                {...p}
                {...field('reagentCode')}
                className={`input ${styles.ltrInput}`}
                dir="ltr"
                autoComplete="off"
                maxLength={32}
                data-testid="register-reagentCode"
              />
            )}
          </Field>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={terms}
              onChange={(e) => setTerms(e.target.checked)}
              data-testid="register-terms"
            />
            <span>
              <Link href="/terms" target="_blank" className={styles.inlineLink}>
                قوانین و مقررات
              </Link>{' '}
              را خوانده‌ام و می‌پذیرم.
            </span>
          </label>
          <FormError />
          <button
            type="submit"
            className="btn btn-primary btn-block"
            disabled={!terms || !phone || form.formState.isSubmitting}
            data-testid="register-submit"
          >
            {form.formState.isSubmitting ? 'در حال ارسال…' : 'ادامه'}
          </button>
          <p className={`${styles.switch} ${styles.center}`}>
            <button type="button" className={styles.linkButton} onClick={toLogin} data-testid="to-login">
              حساب دارید؟ ورود
            </button>
          </p>
        </ZodForm>
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
