import { toPersianDigits } from '@/lib/digits';
import { formatNumber } from '@/lib/money';
import type { AuthUser } from '@/store/slices/authSlice';
import styles from '@/components/layout/Profile.module.css';

/** Wallet balance and membership discount on /profile. */
export default function ProfileStats({ user, discount }: { user: AuthUser; discount: number }) {
  return (
    <section className={styles.stats} aria-label="کیف پول و عضویت">
      <div className={styles.stat}>
        <span className={styles.statLabel}>موجودی کیف پول</span>
        <strong
          className={styles.statValue}
          data-testid="profile-wallet"
        >{`${formatNumber(user.wallet)} تومان`}</strong>
      </div>
      <div className={styles.stat}>
        <span className={styles.statLabel}>تخفیف عضویت</span>
        <strong className={styles.statValue}>{discount > 0 ? `${toPersianDigits(discount)}٪` : 'ندارد'}</strong>
      </div>
    </section>
  );
}
