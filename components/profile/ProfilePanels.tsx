import Link from 'next/link';
import type { AuthUser } from '@/store/slices/authSlice';
import Chevron from './Chevron';
import styles from '@/components/layout/Profile.module.css';

const ROLE_LABELS: Record<AuthUser['staff'][number]['role'], string> = { admin: 'مدیر شعبه', barista: 'باریستا' };

/** Links to the panels the member works in (head office for a super admin, each branch for its staff). */
export default function ProfilePanels({ user }: { user: AuthUser }) {
  const superAdmin = user.userType === 'superAdmin';
  if (!superAdmin && user.staff.length === 0) return null;
  return (
    <section aria-labelledby="profile-panels">
      <h2 id="profile-panels" className={styles.sectionTitle}>
        پنل‌های مدیریت
      </h2>
      <ul className={styles.links} data-testid="profile-panels">
        {superAdmin && (
          <li>
            <Link href="/panel" className={styles.link}>
              <span>پنل مدیریت کل</span>
              <Chevron />
            </Link>
          </li>
        )}
        {user.staff.map((s) => (
          <li key={s.providerId}>
            <Link href={`/panel/${encodeURIComponent(s.providerId)}/branchPanel`} className={styles.link}>
              <span>
                {s.providerName} <span className="muted">({ROLE_LABELS[s.role]})</span>
              </span>
              <Chevron />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
