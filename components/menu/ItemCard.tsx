import { memo } from 'react';
import type { ItemView } from '@/lib/contracts/menu/customer';
import Price from '@/components/ui/Price';
import { itemPhotoSrcSet, itemPhotoUrl } from '@/lib/client/site';
import { useAppDispatch, useAppSelector } from '@/store';
import { decrementItem, selectLineCount } from '@/store/slices/cartSlice';
import { openModal } from '@/store/slices/modalsSlice';
import Stepper from './Stepper';
import { addItemAction, MAX_PER_LINE, SOLD_OUT } from './cartLine';
import styles from './ItemCard.module.css';

interface Props {
  item: ItemView;
  /** The first cards on screen load their image eagerly; the rest wait until scrolled near. */
  eager?: boolean;
}

function ItemCard({ item, eager = false }: Props) {
  const dispatch = useAppDispatch();
  const count = useAppSelector((s) => selectLineCount(s, item.providerId, item._id));
  const photo = itemPhotoUrl(item.cover);
  const soldOut = !item.available;

  const openDetails = () => dispatch(openModal({ type: 'itemDetails', props: { item } }));
  // An item with a required choice (a size, say) is added from its sheet; optional choices are in the sheet too.
  const add = () => (item.optionGroups?.some((g) => g.required) ? openDetails() : dispatch(addItemAction(item)));
  const remove = () => dispatch(decrementItem({ providerId: item.providerId, orderId: item._id }));

  return (
    <article
      data-testid="item-card"
      className={`card ${styles.card} ${soldOut ? styles.soldOut : ''}`}
      onClick={openDetails}
    >
      <div className={styles.media}>
        {photo ? (
          // Covers come from our own photo route (often SVG); the image optimiser would add nothing.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={photo}
            srcSet={itemPhotoSrcSet(item.cover)}
            alt={item.title}
            width={380}
            height={280}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            className={styles.img}
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="36" height="36">
              <path
                d="M5 8h11v5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5zM16 10h1.5a2.5 2.5 0 0 1 0 5H16"
                stroke="currentColor"
                strokeWidth="1.6"
                fill="none"
              />
            </svg>
          </div>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <button
            type="button"
            className={styles.titleBtn}
            onClick={(e) => {
              e.stopPropagation();
              openDetails();
            }}
            aria-haspopup="dialog"
          >
            {item.title}
          </button>
        </h3>
        {item.description && <p className={styles.desc}>{item.description}</p>}
        <div className={styles.foot}>
          <Price price={item.price} reductionPrice={item.reductionPrice} />
          <div className={styles.action} onClick={(e) => e.stopPropagation()}>
            {soldOut ? (
              <span className={styles.soldOutText}>{SOLD_OUT}</span>
            ) : count > 0 ? (
              <Stepper
                count={count}
                title={item.title}
                onIncrement={add}
                onDecrement={remove}
                max={MAX_PER_LINE}
                size="sm"
              />
            ) : (
              <button
                type="button"
                className={`btn btn-primary btn-sm ${styles.add}`}
                onClick={add}
                aria-label={`افزودن ${item.title}`}
              >
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                  <path
                    d="M12 5v14M5 12h14"
                    stroke="currentColor"
                    strokeWidth="2.6"
                    strokeLinecap="round"
                    fill="none"
                  />
                </svg>
                افزودن
              </button>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}

export default memo(ItemCard);
