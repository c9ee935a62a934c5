import styles from './Stats.module.css';

/** Key numbers as a description list: a label under a large value. */
export default function StatCards({ items, testId }: { items: { label: string; value: string }[]; testId?: string }) {
  return (
    <dl className={styles.cards} data-testid={testId}>
      {items.map((i) => (
        <div key={i.label} className={styles.stat}>
          <dt>{i.label}</dt>
          <dd>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
