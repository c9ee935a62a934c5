import { useRouter } from 'next/router';
import { useCallback } from 'react';
import Modal from '@/components/ui/Modal';
import type { ModalProps } from '@/components/ui/ModalHost';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectUser } from '@/store/slices/authSlice';
import { PRODUCT_NAME } from '@/lib/client/site';
import { isMenuPath, menuHref, useCurrentProviderId, useStableCallback } from '@/components/layout/hooks';
import { recheckActivation } from './session';
import styles from './Auth.module.css';

/**
 * 'ورود موفق' after login or register: complete the profile when it has no first name, go to
 * today's menu from anywhere but the menu, or just close ('باشه') on the menu.
 */
export default function ResultModal({ onClose: hostClose }: ModalProps) {
  const onClose = useStableCallback(hostClose);
  const router = useRouter();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const providerId = useCurrentProviderId();
  const onMenu = isMenuPath(router.pathname);
  const incomplete = !user?.firstName;

  const close = useCallback(() => {
    onClose();
    void recheckActivation(dispatch);
  }, [onClose, dispatch]);

  const go = (href: string) => {
    close();
    void router.push(href);
  };

  return (
    <Modal
      variant="dialog"
      title="ورود موفق"
      onClose={close}
      footer={
        <div className={styles.actions}>
          {incomplete && (
            <button
              type="button"
              className="btn btn-outline btn-block"
              onClick={() => go('/profile/edit')}
              data-testid="result-complete-profile"
            >
              تکمیل پروفایل
            </button>
          )}
          {onMenu ? (
            <button type="button" className="btn btn-primary btn-block" onClick={close} data-testid="result-ok">
              باشه
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-primary btn-block"
              onClick={() => go(menuHref(providerId))}
              data-testid="result-adventure"
            >
              ماجراجویی امروز
            </button>
          )}
        </div>
      }
    >
      <div className={styles.result}>
        <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
          <circle cx="32" cy="32" r="30" fill="var(--c-primary-50)" />
          <path
            d="m20 33 8 8 16-18"
            fill="none"
            stroke="var(--c-success)"
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p className={styles.resultText}>
          {user?.firstName ? `${user.firstName} عزیز، به ${PRODUCT_NAME} خوش آمدید.` : `به ${PRODUCT_NAME} خوش آمدید.`}
        </p>
        {incomplete && (
          <p className={`${styles.small} muted`}>برای استفاده کامل از امکانات، نام خود را در پروفایل ثبت کنید.</p>
        )}
      </div>
    </Modal>
  );
}
