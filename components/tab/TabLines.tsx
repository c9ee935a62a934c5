import type { TabLineView } from '@/lib/contracts/tab';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { optionsText } from '@/lib/item-options';
import { TAB_TEXT } from './text';
import styles from './Tab.module.css';

/** Whose line it is, as the tab shows it: «شما» for the viewer, the member's name, or the branch's staff. */
export function personOf(line: { userId: string | null; personName: string | null }, meId: string | null): string {
  if (line.userId && line.userId === meId) return TAB_TEXT.you;
  return line.personName ?? 'باریستا';
}

/** A tab's lines (a round's or the drafts), each with its person; the viewer's own drafts can be removed. */
export default function TabLines({
  lines,
  meId,
  onRemove,
  removing,
  testId = 'tab-line',
}: {
  lines: TabLineView[];
  meId: string | null;
  onRemove?: (line: TabLineView) => void;
  removing?: string | null;
  testId?: string;
}) {
  return (
    <ul className={styles.lines}>
      {lines.map((l) => {
        const choice = [optionsText(l.options), l.note && `یادداشت: ${l.note}`].filter(Boolean).join(' · ');
        return (
          <li key={l._id} className={styles.line} data-testid={testId} data-person={l.personName ?? ''}>
            <span className={styles.person} data-mine={l.userId === meId || undefined}>
              {personOf(l, meId)}
            </span>
            <span className={styles.lineTitle}>
              <bdi>{l.title}</bdi>
              <span className={styles.count}>× {toPersianDigits(l.count)}</span>
              {choice && <span className={styles.choice}>{choice}</span>}
            </span>
            <span className={styles.lineTotal}>{formatToman(l.lineTotal)}</span>
            {onRemove && l.userId === meId && (
              <button
                type="button"
                className={`btn btn-ghost btn-sm ${styles.remove}`}
                onClick={() => onRemove(l)}
                disabled={removing === l._id}
                aria-label={TAB_TEXT.removeLine(l.title)}
                data-testid="tab-line-remove"
              >
                ×
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
