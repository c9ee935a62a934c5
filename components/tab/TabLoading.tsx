import Spinner from '@/components/ui/Spinner';
import { TAB_TEXT } from './text';
import styles from './Tab.module.css';

/** The tab page while it waits: for the session, for its code (TabBody) or for the tab itself. */
export default function TabLoading() {
  return (
    <div className={styles.layout} style={{ justifyItems: 'center', paddingTop: 64 }}>
      <Spinner label={TAB_TEXT.loading} />
    </div>
  );
}
