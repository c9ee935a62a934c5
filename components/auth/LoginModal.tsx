import Link from 'next/link';
import { useRouter } from 'next/router';
import { useRef, useState, type FormEvent } from 'react';
import { isPossiblePhoneNumber } from 'react-phone-number-input';
import Modal from '@/components/ui/Modal';
import type { ModalProps } from '@/components/ui/ModalHost';
import { useAppDispatch } from '@/store';
import { useSendCodeMutation } from '@/store/api/auth';
import { signedIn } from '@/store/slices/authSlice';
import { openModal, type ModalRequest } from '@/store/slices/modalsSlice';
import { AUTH_ERRORS } from '@/lib/messages/auth';
import PhoneField from './PhoneField';
import CodeStep, { type Verified } from './CodeStep';
import { useCountdown } from './useCountdown';
import { authErrorText, errorField, recheckActivation, safeNext, showAuthError } from './session';
import { useStableCallback } from '@/components/layout/hooks';
import styles from './Auth.module.css';

export interface LoginModalProps {
  /** After login go to this same-site path (the /login page passes `?next=`). */
  next?: string;
  /** Open this modal after login instead of the result modal (e.g. the cart's payment type). */
  then?: ModalRequest;
}

/** Login by phone and SMS code (spec sections 4 and 5). Everything resets when it closes. */
export default function LoginModal({ onClose: hostClose, next, then }: ModalProps & LoginModalProps) {
  const onClose = useStableCallback(hostClose);
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState<string | undefined>();
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ phone: string; verifyToken: string } | null>(null);
  const [sendCode, { isLoading: sending }] = useSendCodeMutation();
  const countdown = useCountdown();
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmitPhone = async (e: FormEvent) => {
    e.preventDefault();
    if (!phone) {
      setPhoneError(AUTH_ERRORS.PHONE_REQUIRED.fa);
      return;
    }
    if (!isPossiblePhoneNumber(phone)) {
      setPhoneError(AUTH_ERRORS.PHONE_INVALID.fa);
      return;
    }
    setPhoneError(null);
    // Back from 'ویرایش شماره' with the same number inside the wait: the code already sent still works.
    if (sent && sent.phone === phone && countdown.running) {
      setStep('code');
      return;
    }
    try {
      const result = await sendCode({ phone }).unwrap();
      setSent({ phone, verifyToken: result.verifyToken });
      countdown.restart();
      setStep('code');
    } catch (err) {
      if (errorField(err)) setPhoneError(authErrorText(err));
      else
        showAuthError(dispatch, err, formRef.current?.querySelector<HTMLInputElement>('[data-testid="login-phone"]'));
    }
  };

  const onVerified = (result: Verified) => {
    dispatch(signedIn({ user: result.user, status: result.status }));
    onClose();
    void recheckActivation(dispatch);
    if (next) void router.replace(safeNext(next));
    // Pages that show the user's own data load again now that there is a session.
    else if (router.pathname === '/previousOrders') void router.replace(router.asPath, undefined, { scroll: false });
    dispatch(then ? openModal(then) : openModal({ type: 'result' }));
  };

  const toRegister = () => {
    onClose();
    dispatch(openModal({ type: 'register' }));
  };

  return (
    <Modal title="ورود" onClose={onClose}>
      {step === 'phone' || !sent ? (
        <form ref={formRef} onSubmit={onSubmitPhone} noValidate className={styles.form} data-testid="login-form">
          <p className={styles.lead}>برای ورود، شماره موبایل خود را وارد کنید تا کد تایید برایتان پیامک شود.</p>
          <PhoneField
            id="login-phone"
            testId="login-phone"
            autoFocus
            value={phone}
            onChange={(v) => {
              setPhone(v);
              setPhoneError(null);
            }}
            error={phoneError}
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={sending} data-testid="send-code">
            {sending ? 'در حال ارسال…' : 'ارسال کد'}
          </button>
          <p className={`${styles.switch} ${styles.center}`}>
            <button type="button" className={styles.linkButton} onClick={toRegister} data-testid="to-register">
              حساب ندارید؟ ثبت نام
            </button>
          </p>
          <p className={`${styles.small} ${styles.center}`}>
            ورود شما به معنای پذیرش{' '}
            <Link href="/terms" target="_blank" className={styles.inlineLink}>
              قوانین
            </Link>{' '}
            است.
          </p>
        </form>
      ) : (
        <CodeStep
          phone={sent.phone}
          verifyToken={sent.verifyToken}
          remaining={countdown.remaining}
          onResent={countdown.restart}
          onVerified={onVerified}
          onEditPhone={() => setStep('phone')}
        />
      )}
    </Modal>
  );
}
