import type { PublicUserCard } from '@/lib/content-rules';

/** A round photo, or the name's first letter when there is none. */
export function PersonPhoto({
  user,
  className,
  size = 72,
}: {
  user: Pick<PublicUserCard, 'avatar' | 'name'>;
  className?: string;
  size?: number;
}) {
  if (user.avatar) {
    // eslint-disable-next-line @next/next/no-img-element -- small API-served photo
    return <img src={user.avatar} alt="" width={size} height={size} className={className} loading="lazy" />;
  }
  return (
    <span className={className} aria-hidden="true">
      {[...(user.name.trim() || '؟')][0]}
    </span>
  );
}
