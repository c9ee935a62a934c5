import type { ReactNode } from 'react';
import Spinner from '@/components/ui/Spinner';
import { describeError } from '@/api-client';
import styles from './PanelMoney.module.css';

/**
 * The frame every money admin list shares: the server's error, a spinner until the first answer,
 * the spec's 'no result' text for an empty list, else the table.
 */
export default function AdminTable({ error, loaded, empty, children }: { error: unknown; loaded: boolean; empty: boolean; children: ReactNode }) {
  return (
    <>
      {Boolean(error) && <p className={styles.alert}>{describeError(error).message}</p>}
      <div className={styles.tableWrap}>
        {!loaded ? (
          <div className={styles.empty}>
            <Spinner />
          </div>
        ) : empty ? (
          <div className={styles.empty}>نتیجه‌ای یافت نشد!</div>
        ) : (
          children
        )}
      </div>
    </>
  );
}
