import styles from './LineChoice.module.css';

/** A line's chosen options ("بزرگ، شیر بادام") and its note, under its name; nothing for a plain line. */
export default function LineChoice({ options, note }: { options?: string | null; note?: string | null }) {
  if (!options && !note) return null;
  return (
    <span className={styles.choice} data-testid="line-choice">
      {options ? <span className={styles.options}>{options}</span> : null}
      {note ? <span className={styles.note}>یادداشت: {note}</span> : null}
    </span>
  );
}
