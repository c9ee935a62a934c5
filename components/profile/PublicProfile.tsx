import Link from 'next/link';
import type { PublicUserView } from '@/lib/content-rules';
import { useAppSelector } from '@/store';
import { selectAuth } from '@/store/slices/authSlice';
import PageMeta from '@/components/ui/PageMeta';
import { PersonPhoto } from '@/components/about-us/Person';
import { GENDER_LABELS, SOCIAL_LABELS, socialEntries, socialHref } from './social';
import styles from './Profile.module.css';

export interface PublicProfileProps {
  origin: string;
  user: PublicUserView;
}

/** /profile/{userId}: someone's profile as they let others see it (the server has already left out the rest). */
export default function PublicProfile({ origin, user }: PublicProfileProps) {
  const auth = useAppSelector(selectAuth);
  const mine = auth.user?._id === user._id;
  const name = user.name || 'کاربر همکار';
  const faName = [user.moreDetail.firstNameFa, user.moreDetail.lastNameFa].filter(Boolean).join(' ');
  const links = socialEntries(user.socialMedia);
  return (
    <div className={`container ${styles.page}`}>
      <PageMeta
        title={name}
        description={user.private ? `پروفایل ${name} در همکار` : user.bio || `پروفایل ${name} در شبکه اعضای همکار`}
        origin={origin}
        path={`/profile/${user._id}`}
        image={user.avatar}
        type="profile"
        noindex={user.private}
      />
      <section className={`card ${styles.hero}`} data-testid="public-profile">
        <PersonPhoto user={user} className={styles.photo} size={96} />
        <h1 className={styles.name}>{name}</h1>
        {faName && faName !== name && <p className="muted">{faName}</p>}
        {user.username && (
          <bdi dir="ltr" className={styles.username}>
            @{user.username}
          </bdi>
        )}
        {user.userLevelName && <span className="badge">{`عضو باشگاه: ${user.userLevelName}`}</span>}
        {mine && (
          <Link href="/profile/edit" className="btn btn-outline btn-sm">
            ویرایش پروفایل من
          </Link>
        )}
      </section>
      {user.private ? (
        <p className={`card ${styles.note}`} data-testid="profile-private">
          این پروفایل خصوصی است.
        </p>
      ) : (
        <>
          {user.bio && (
            <section className={`card ${styles.block}`} aria-labelledby="p-bio">
              <h2 id="p-bio">درباره من</h2>
              <p>{user.bio}</p>
            </section>
          )}
          {user.tags && user.tags.length > 0 && (
            <section className={`card ${styles.block}`} aria-labelledby="p-tags">
              <h2 id="p-tags">علاقه‌مندی‌ها</h2>
              <ul className={styles.tags}>
                {user.tags.map((t) => (
                  <li key={t._id}>
                    <Link href={`/explore`} className="badge">
                      {t.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {(links.length > 0 || user.email || user.gender) && (
            <section className={`card ${styles.block}`} aria-labelledby="p-contact">
              <h2 id="p-contact">راه‌های ارتباطی</h2>
              <ul className={styles.links}>
                {links.map(([k, v]) => (
                  <li key={k}>
                    <span className="muted">{SOCIAL_LABELS[k]}</span>
                    <a href={socialHref(k, v)} target="_blank" rel="noopener noreferrer nofollow" dir="ltr">
                      {k === 'website' ? v.replace(/^https?:\/\//, '') : `@${v}`}
                    </a>
                  </li>
                ))}
                {user.email && (
                  <li>
                    <span className="muted">ایمیل</span>
                    <a href={`mailto:${user.email}`} dir="ltr">
                      {user.email}
                    </a>
                  </li>
                )}
                {user.gender && (
                  <li>
                    <span className="muted">جنسیت</span>
                    <span>{GENDER_LABELS[user.gender] ?? user.gender}</span>
                  </li>
                )}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
