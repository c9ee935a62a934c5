import Link from 'next/link';
import type { AuthUser } from '@/store/slices/authSlice';
import Chevron from './Chevron';
import styles from '@/components/layout/Profile.module.css';

/** The member's own pages, listed on /profile. */
export default function ProfileLinks({ user }: { user: AuthUser }) {
  return (
    <nav aria-label="حساب من">
      <ul className={styles.links}>
        <li>
          <Link href="/previousOrders" className={styles.link}>
            <span>ماجراهای پیشین</span>
            <Chevron />
          </Link>
        </li>
        <li>
          <Link href="/profile/wallet" className={styles.link}>
            <span>کیف پول و شارژ</span>
            <Chevron />
          </Link>
        </li>
        <li>
          <Link href="/profile/transaction" className={styles.link}>
            <span>تراکنش‌های کیف پول</span>
            <Chevron />
          </Link>
        </li>
        <li>
          <Link href="/bundle" className={styles.link}>
            <span>خرید بسته</span>
            <Chevron />
          </Link>
        </li>
        <li>
          <Link href="/profile/events" className={styles.link} data-testid="profile-events">
            <span>بلیت‌ها و گواهی‌های من</span>
            <Chevron />
          </Link>
        </li>
        <li>
          <Link href="/profile/plan" className={styles.link}>
            <span>پلن ماهانه</span>
            <Chevron />
          </Link>
        </li>
        <li>
          <Link href="/profile/addresses" className={styles.link}>
            <span>نشانی‌های من</span>
            <Chevron />
          </Link>
        </li>
        <li>
          <Link href="/profile/edit" className={styles.link}>
            <span>ویرایش پروفایل</span>
            <Chevron />
          </Link>
        </li>
        <li>
          <Link href={`/profile/${user._id}`} className={styles.link}>
            <span>پروفایل عمومی من</span>
            <Chevron />
          </Link>
        </li>
        <li>
          <Link href="/explore" className={styles.link}>
            <span>شبکه‌سازی</span>
            <Chevron />
          </Link>
        </li>
        <li>
          <Link href="/blog?saved=1" className={styles.link}>
            <span>نوشته‌های ذخیره‌شده</span>
            <Chevron />
          </Link>
        </li>
      </ul>
    </nav>
  );
}
