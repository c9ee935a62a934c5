import Spinner from './Spinner';
import styles from './QueryState.module.css';

/**
 * QueryState's loading view, alone: a page whose fetched part loads after hydration shows it meanwhile without
 * carrying QueryState's error and empty views (the API client, the error texts) in its first load.
 */
export default function QueryLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="در حال بارگذاری" />
    </div>
  );
}
