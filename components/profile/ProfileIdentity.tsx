import { toPersianDigits } from '@/lib/digits';
import type { AuthUser } from '@/store/slices/authSlice';
import styles from '@/components/layout/Profile.module.css';

// lib/phone pulls libphonenumber's metadata into the page; the +98 → 0 rule is all this page needs.
const localPhone = (u: AuthUser) => u.phoneNumber || (u.phone.startsWith('+98') ? `0${u.phone.slice(3)}` : u.phone);

/** The top of /profile: photo or initial, name, phone and membership level. */
export default function ProfileIdentity({ user, levelName }: { user: AuthUser; levelName: string | null }) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const initial = [...(user.firstName?.trim() || '')][0];
  return (
    <section className={styles.identity} aria-labelledby="profile-name">
      <span className={styles.avatar} aria-hidden="true">
        {user.images.length > 0 ? (
          // eslint-disable-next-line @next/next/no-img-element -- the member's own API-served photo
          <img
            src={`${process.env.NEXT_PUBLIC_API_BASE || '/api'}/v1/getphoto/user/${user._id}`}
            alt=""
            width={72}
            height={72}
            style={{ width: '100%', height: '100%', borderRadius: '50%', objectFit: 'cover' }}
          />
        ) : (
          (initial ?? (
            <svg width="34" height="34" viewBox="0 0 24 24" fill="currentColor">
              <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v1.5h16V19c0-2.8-3.6-5-8-5Z" />
            </svg>
          ))
        )}
      </span>
      <div className={styles.who}>
        <h1 id="profile-name" className={styles.name} data-testid="profile-name">
          {fullName || 'ماجراجوی بی‌نام'}
        </h1>
        <bdi dir="ltr" className={styles.phone} data-testid="profile-phone">
          {toPersianDigits(localPhone(user))}
        </bdi>
        {levelName && (
          <span className="badge" data-testid="profile-level">
            {`سطح عضویت: ${levelName}`}
          </span>
        )}
      </div>
    </section>
  );
}
