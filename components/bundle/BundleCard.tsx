import type { BundleView } from '@/lib/contracts/bundle';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { savingsLabel } from './savings';
import styles from './Bundle.module.css';

/** One bundle on sale: its parts, the parts' own price struck through beside the bundle's, and its validity. */
export default function BundleCard({ bundle, onBuy }: { bundle: BundleView; onBuy: () => void }) {
  const save = savingsLabel(bundle.originalPrice, bundle.price);
  return (
    <article className={`card ${styles.card}`} data-testid="bundle-card" aria-labelledby={`bundle-${bundle._id}`}>
      <div className={styles.head}>
        <h2 id={`bundle-${bundle._id}`} className={styles.title}>
          {bundle.title}
        </h2>
        {save && <span className={styles.save}>{save}</span>}
      </div>
      <span className={styles.provider}>{bundle.providerName}</span>
      {bundle.description && <p className={styles.desc}>{bundle.description}</p>}
      <ul className={styles.parts} aria-label="اقلام بسته">
        {bundle.items.map((i) => (
          <li key={i._id}>
            {`${toPersianDigits(i.count)} × `}
            <bdi>{i.title}</bdi>
          </li>
        ))}
      </ul>
      <div className={styles.foot}>
        <div className={styles.prices}>
          {bundle.originalPrice > bundle.price && (
            <del className={styles.old}>
              <span className="sr-only">قیمت بدون بسته: </span>
              {formatToman(bundle.originalPrice)}
            </del>
          )}
          <strong className={styles.now}>{formatToman(bundle.price)}</strong>
          <span className={styles.days}>{`${toPersianDigits(bundle.validDays)} روز اعتبار`}</span>
        </div>
        <button type="button" className="btn btn-primary" onClick={onBuy} data-testid="bundle-buy">
          خرید
        </button>
      </div>
    </article>
  );
}
