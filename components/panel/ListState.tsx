import type { ReactNode } from 'react';
import NoResult from '@/components/ui/NoResult';
import Spinner from '@/components/ui/Spinner';
import styles from '@/components/panel/blog/Panel.module.css';

interface Props<T> {
  isError: boolean;
  /** The spec's fetch-failure text; FAQ and category lists have their own. */
  errorTitle?: string;
  onRetry: () => void;
  /** The fetched answer; undefined while loading. */
  data: T | undefined;
  empty: boolean;
  /** Rendered only once the answer is there and the list is not empty (a function, so it never reads missing data). */
  children: (data: T) => ReactNode;
}

/** The states every content admin list passes through: failed (with retry), loading, empty, the list. */
export default function ListState<T>({ isError, errorTitle = 'خطا در دریافت داده‌ها', onRetry, data, empty, children }: Props<T>) {
  if (isError) {
    return (
      <div className="card">
        <NoResult
          title={errorTitle}
          action={
            <button type="button" className="btn btn-primary" onClick={onRetry}>
              تلاش دوباره
            </button>
          }
        />
      </div>
    );
  }
  if (data === undefined) {
    return (
      <div className={styles.center}>
        <Spinner />
      </div>
    );
  }
  if (empty) {
    return (
      <div className="card">
        <NoResult />
      </div>
    );
  }
  return <>{children(data)}</>;
}
