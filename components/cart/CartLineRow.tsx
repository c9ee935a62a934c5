import type { CartLine } from '@/store/slices/cartSlice';
import type { LineIssue } from '@/store/slices/cartIssuesSlice';
import { itemPhotoUrl } from '@/lib/client/site';
import { formatToman } from '@/lib/money';
import { toPersianDigits } from '@/lib/digits';
import Stepper from '@/components/menu/Stepper';
import { MAX_PER_LINE, SOLD_OUT } from '@/components/menu/cartLine';
import LineChoice from '@/components/order/LineChoice';
import styles from './CartLineRow.module.css';

interface Props {
  line: CartLine;
  /** The server's unit price (price minus reduction), when priced; else the price seen when added. */
  unitPrice: number;
  /** The server's total for this line (after the member discount), when priced. */
  lineTotal: number | null;
  /** The item cannot be ordered now (the menu or the server says so): the line blocks checkout. */
  soldOut: boolean;
  /** What the server said about this line (sold out, or its count lowered to the stock left). */
  issue: LineIssue | null;
  onIncrement: () => void;
  onDecrement: () => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** One cart line: cover, name, unit price, − count + and remove; marked when it blocks the order. */
export default function CartLineRow({
  line,
  unitPrice,
  lineTotal,
  soldOut,
  issue,
  onIncrement,
  onDecrement,
  onRemove,
  disabled,
}: Props) {
  const photo = itemPhotoUrl(line.cover);
  const flagged = soldOut || Boolean(issue);
  return (
    <li
      className={`${styles.row} ${flagged ? styles.flagged : ''}`}
      data-testid="cart-line"
      data-item-id={line.orderId}
      data-flagged={flagged || undefined}
    >
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own photo route, often SVG
        <img
          src={photo}
          alt={line.orderName}
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className={styles.thumb}
        />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.info}>
        <div className={styles.name}>
          <bdi>{line.orderName}</bdi>
        </div>
        <LineChoice options={line.optionsLabel} note={line.note} />
        <div className={styles.unit}>
          {formatToman(unitPrice)}
          {line.itemsCount > 1 && <span className="muted"> × {toPersianDigits(line.itemsCount)}</span>}
        </div>
        {lineTotal !== null && (line.itemsCount > 1 || lineTotal !== unitPrice) && (
          <div className={styles.total}>{formatToman(lineTotal)}</div>
        )}
        {flagged && (
          <p className={styles.problem} role="alert" data-testid="line-issue">
            {soldOut
              ? SOLD_OUT
              : `${issue?.message ?? ''} تعداد به ${toPersianDigits(issue?.cappedTo ?? line.itemsCount)} کاهش یافت.`}
          </p>
        )}
      </div>
      <div className={styles.controls}>
        <Stepper
          count={line.itemsCount}
          title={line.orderName}
          onIncrement={onIncrement}
          onDecrement={onDecrement}
          max={MAX_PER_LINE}
          size="sm"
          disabled={disabled}
        />
        <button
          type="button"
          className={styles.remove}
          onClick={onRemove}
          aria-label={`حذف ${line.orderName}`}
          disabled={disabled}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.7"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          حذف
        </button>
      </div>
    </li>
  );
}
