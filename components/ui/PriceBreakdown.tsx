import { formatToman } from '@/lib/money';
import styles from './PriceBreakdown.module.css';

/** One row of a price breakdown: a label and an amount in integer toman ('رایگان' for 0). */
export interface PriceRow {
  label: string;
  amount: number;
  /**
   * - `discount`: taken off, green, shown as '− amount';
   * - `saving`: what the customer saves, green;
   * - `was`: a price before a discount, struck through;
   * - `total`: what is paid, set apart and bold (the last row).
   */
  kind?: 'discount' | 'saving' | 'was' | 'total';
  testId?: string;
}

interface Props {
  rows: PriceRow[];
  /** On a tinted panel (inside modals). */
  boxed?: boolean;
  /** Black on white for the printed receipt. */
  print?: boolean;
  /** The figures belong to an older cart and new ones are being worked out. */
  updating?: boolean;
  testId?: string;
}

/**
 * The price rows every screen shows the same way (cart, payment, tracking, board, receipt, bundle):
 * items, each discount, and the total. Rows with `kind: 'discount'` and a zero amount are left out.
 */
export default function PriceBreakdown({ rows, boxed, print, updating, testId }: Props) {
  const className = [styles.breakdown, boxed && styles.boxed, print && styles.print, updating && styles.updating]
    .filter(Boolean)
    .join(' ');
  return (
    <dl className={className} aria-busy={updating || undefined} data-testid={testId}>
      {rows
        .filter((r) => r.kind !== 'discount' || r.amount > 0)
        .map((r, i) => {
          const text = formatToman(r.amount);
          return (
            <div key={`${i}:${r.label}`} className={`${styles.row} ${r.kind ? styles[r.kind] : ''}`}>
              <dt>{r.label}</dt>
              {r.kind === 'was' ? (
                <dd>
                  <del data-testid={r.testId}>{text}</del>
                </dd>
              ) : (
                <dd data-testid={r.testId}>{r.kind === 'discount' ? `− ${text}` : text}</dd>
              )}
            </div>
          );
        })}
    </dl>
  );
}
