import type { ModalProps } from '@/components/ui/ModalHost';
import Modal from '@/components/ui/Modal';
import Price from '@/components/ui/Price';
import type { ItemView } from '@/lib/contracts/menu/customer';
import { itemPhotoSrcSet, itemPhotoUrl } from '@/lib/client/site';
import { useAppDispatch, useAppSelector } from '@/store';
import { decrementItem, selectLineCount } from '@/store/slices/cartSlice';
import Stepper from './Stepper';
import { addItemAction, MAX_PER_LINE, SOLD_OUT } from './cartLine';
import ItemOptionsSheet from './ItemOptionsSheet';
import styles from './ItemDetailsModal.module.css';

/** The host passes props untyped; without an item there is nothing to show. */
export default function ItemDetailsModal({ onClose, item }: ModalProps & { item?: ItemView }) {
  if (!item) return null;
  // An item with option groups (size, milk…) is chosen in its own sheet.
  return item.optionGroups?.length ? (
    <ItemOptionsSheet onClose={onClose} item={item} />
  ) : (
    <ItemDetails onClose={onClose} item={item} />
  );
}

/** An item's big cover, full description and price, with add / − count + in the footer. */
function ItemDetails({ onClose, item }: { onClose: () => void; item: ItemView }) {
  const dispatch = useAppDispatch();
  const count = useAppSelector((s) => selectLineCount(s, item.providerId, item._id));
  const photo = itemPhotoUrl(item.cover);
  const soldOut = !item.available;
  const add = () => dispatch(addItemAction(item));
  const remove = () => dispatch(decrementItem({ providerId: item.providerId, orderId: item._id }));

  return (
    <Modal
      title={item.title}
      onClose={onClose}
      footer={
        <div className={styles.footer}>
          <Price price={item.price} reductionPrice={item.reductionPrice} className={styles.price} />
          {soldOut ? (
            <span className={styles.soldOut}>{SOLD_OUT}</span>
          ) : count > 0 ? (
            <Stepper
              count={count}
              title={item.title}
              onIncrement={add}
              onDecrement={remove}
              max={MAX_PER_LINE}
              size="lg"
            />
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              onClick={add}
              aria-label={`افزودن ${item.title}`}
              data-autofocus
            >
              افزودن به سبد خرید
            </button>
          )}
        </div>
      }
    >
      {photo && (
        // eslint-disable-next-line @next/next/no-img-element -- our own photo route, often SVG
        <img
          src={photo}
          srcSet={itemPhotoSrcSet(item.cover)}
          alt={item.title}
          width={380}
          height={280}
          className={`${styles.cover} ${soldOut ? styles.grey : ''}`}
          decoding="async"
        />
      )}
      {item.hasMembershipDiscount && <span className={`badge ${styles.member}`}>شامل تخفیف باشگاه مشتریان</span>}
      {item.description ? <p className={styles.desc}>{item.description}</p> : null}
    </Modal>
  );
}
