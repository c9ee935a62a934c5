import styles from '@/components/layout/Home.module.css';

/** The branch list's placeholder while it loads: the same boxes in the server's HTML and in the browser. */
export function BranchesSkeleton() {
  return (
    <ul className={styles.branchList} aria-busy="true" aria-label="در حال بارگذاری شعبه‌ها">
      {[0, 1, 2].map((i) => (
        <li key={i} className={`${styles.branch} ${styles.skeleton}`} />
      ))}
    </ul>
  );
}
