import { useAppDispatch } from '@/store';
import { openModal } from '@/store/slices/modalsSlice';
import styles from '@/components/layout/Profile.module.css';

/** /profile for a visitor: sign in or register. */
export default function GuestCard() {
  const dispatch = useAppDispatch();
  return (
    <section className={styles.guest} data-testid="profile-guest">
      <h1 className={styles.guestTitle}>برای مشاهده پروفایل وارد شوید</h1>
      <p className="muted">با ورود به حساب کاربری، کیف پول، سطح عضویت و سفارش‌های خود را ببینید.</p>
      <div className={styles.guestActions}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => dispatch(openModal({ type: 'login' }))}
          data-testid="profile-login"
        >
          ورود
        </button>
        <button type="button" className="btn btn-outline" onClick={() => dispatch(openModal({ type: 'register' }))}>
          ثبت نام
        </button>
      </div>
    </section>
  );
}
