import type { LiveState } from '@/lib/client/eventSource';
import styles from './LiveIndicator.module.css';

const TEXT: Record<LiveState, string> = {
  connecting: 'در حال اتصال…',
  live: 'اتصال زنده',
  reconnecting: 'در حال اتصال مجدد…',
};

/** A small dot and word saying whether status changes are arriving live: «اتصال زنده» while the stream is connected. */
export default function LiveIndicator({ state }: { state: LiveState }) {
  return (
    <span
      className={`${styles.indicator} ${styles[state] ?? ''}`}
      role="status"
      aria-live="polite"
      data-testid="live-indicator"
      data-state={state}
    >
      {TEXT[state]}
    </span>
  );
}
