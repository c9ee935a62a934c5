import Link from 'next/link';
import { useState } from 'react';
import type { AuthUser } from '@/store/slices/authSlice';
import { PANEL_LINK, staffLinks } from '@/lib/staff-links';
import styles from './Header.module.css';

function Avatar({ user }: { user: AuthUser }) {
  const [broken, setBroken] = useState(false);
  const initial = [...(user.firstName?.trim() || '')][0];
  const photo =
    user.images.length > 0 && !broken
      ? `${process.env.NEXT_PUBLIC_API_BASE || '/api'}/v1/getphoto/user/${user._id}`
      : null;
  return (
    <span className={styles.avatar} aria-hidden="true">
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small API-served photo; next/image adds nothing here
        <img src={photo} alt="" width={34} height={34} onError={() => setBroken(true)} />
      ) : initial ? (
        initial
      ) : (
        <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v1.5h16V19c0-2.8-3.6-5-8-5Z" />
        </svg>
      )}
    </span>
  );
}

/**
 * The header's corner for a signed-in visitor: their ways into the panel when they are staff (issue 21 D01,
 * D02; on a phone only «پنل» fits beside the greeting), the greeting and the avatar (a link to the profile,
 * except on it). Loaded by Header once the session is known.
 */
export default function HeaderUser({ user, path }: { user: AuthUser; path: string }) {
  const firstName = user.firstName?.trim();
  const staff = staffLinks(user);
  return (
    <>
      {staff.length > 0 && (
        <nav className={styles.staff} aria-label="پنل کارکنان">
          {staff.map((l) => (
            <Link
              key={l.href}
              href={l.href}
              className={`${styles.staffLink} ${l === PANEL_LINK ? '' : styles.wideOnly}`}
              aria-current={path === l.href ? 'page' : undefined}
              data-testid={l.testId}
            >
              {l.label}
            </Link>
          ))}
        </nav>
      )}
      <span className={styles.greeting} data-testid="header-greeting">
        {firstName ? `سلام ${firstName} :)` : 'سلام ماجراجو :)'}
      </span>
      {path !== '/profile' && (
        <Link href="/profile" className={styles.avatarLink} aria-label="پروفایل من">
          <Avatar user={user} />
        </Link>
      )}
    </>
  );
}
