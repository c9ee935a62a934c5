import type { AdminUserView } from '@/lib/contracts/users';
import { toPersianDigits } from '@/lib/digits';
import { toLocalIranian } from '@/lib/phone-display';
import styles from './Users.module.css';

/** A phone as staff read it: 09… with Persian digits, left to right. */
export function phoneText(e164: string): string {
  return toPersianDigits(toLocalIranian(e164));
}

export const NO_NAME = 'بدون نام';

/** The small state labels of a user: deactivated, verified, hidden, staff. */
export function UserBadges({ u }: { u: Pick<AdminUserView, 'active' | 'verified' | 'hidden' | 'staff' | 'userType'> }) {
  return (
    <span className={styles.badges}>
      {!u.active && <span className={`${styles.badge} ${styles.badgeOff}`}>غیرفعال</span>}
      {u.verified && <span className={`${styles.badge} ${styles.badgeOk}`}>تایید شده</span>}
      {u.hidden && <span className={styles.badge}>پنهان</span>}
      {u.userType === 'superAdmin' ? (
        <span className={styles.badge}>مدیر ارشد</span>
      ) : (
        u.staff && <span className={styles.badge}>کارمند</span>
      )}
    </span>
  );
}
