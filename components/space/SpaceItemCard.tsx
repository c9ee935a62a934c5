import Link from 'next/link';
import type { ItemView } from '@/lib/contracts/menu/customer';
import Price from '@/components/ui/Price';
import { itemPhotoUrl } from '@/lib/client/site';
import cardStyles from '@/components/menu/ItemCard.module.css';
import styles from './Space.module.css';

/** A workspace item on the branch's workspace menu: it opens the booking screen (a day, or hours) instead of the cart. */
export default function SpaceItemCard({ item, eager = false }: { item: ItemView; eager?: boolean }) {
  const photo = itemPhotoUrl(item.cover);
  const href = `/menu/workspace/${encodeURIComponent(item.providerId)}/${encodeURIComponent(item._id)}`;
  return (
    <article data-testid="space-card" className={`card ${cardStyles.card} ${item.available ? '' : cardStyles.soldOut}`}>
      <div className={cardStyles.media}>
        {photo && (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={photo}
            alt={item.title}
            width={380}
            height={280}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={cardStyles.img}
          />
        )}
      </div>
      <div className={cardStyles.body}>
        <h3 className={cardStyles.title}>
          <Link href={href} className={styles.cardLink}>
            {item.title}
          </Link>
        </h3>
        {item.description && <p className={cardStyles.desc}>{item.description}</p>}
        <div className={cardStyles.foot}>
          <span data-testid="space-card-price">
            <Price price={item.price} reductionPrice={item.reductionPrice} />
            {item.spaceType === 'resource' ? (
              <span className={styles.per}> / ساعت</span>
            ) : item.spaceType === 'pool' ? (
              <span className={styles.per}> / روز</span>
            ) : null}
          </span>
          {item.available ? (
            <Link href={href} className="btn btn-primary btn-sm" aria-label={`رزرو ${item.title}`}>
              رزرو
            </Link>
          ) : (
            <span className={cardStyles.soldOutText}>فعلا قابل رزرو نیست</span>
          )}
        </div>
      </div>
    </article>
  );
}
