import Link from 'next/link';
import type { PublicUserView } from '@/lib/content-rules';
import { PersonPhoto } from '@/components/about-us/Person';
import styles from './Explore.module.css';

/** A member on the explore page: photo, name, username, bio and tags, as their privacy allows. */
export default function UserCard({ user }: { user: PublicUserView }) {
  return (
    <li className={`card ${styles.card}`} data-testid="explore-user">
      <Link href={`/profile/${user._id}`} className={styles.cardLink}>
        <PersonPhoto user={user} className={styles.photo} size={64} />
        <span className={styles.who}>
          <strong>{user.name}</strong>
          {user.username && (
            <bdi dir="ltr" className={styles.username}>
              @{user.username}
            </bdi>
          )}
        </span>
      </Link>
      {user.bio && <p className={styles.bio}>{user.bio}</p>}
      {user.tags && user.tags.length > 0 && (
        <ul className={styles.tags} aria-label="علاقه‌مندی‌ها">
          {user.tags.map((t) => (
            <li key={t._id} className="badge">
              {t.name}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
