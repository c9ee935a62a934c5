import type { LiveState } from './useOrderLive';
import styles from './LiveIndicator.module.css';

const TEXT: Record<LiveState, string> = {
  connecting: 'در حال اتصال…',
  live: 'اتصال زنده',
  reconnecting: 'در حال اتصال مجدد…',
};

/** A small dot and word saying whether status changes are arriving live. */
export default function LiveIndicator({ state }: { state: LiveState }) {
  return (
    <span className={`${styles.indicator} ${styles[state] ?? ''}`} role="status" aria-live="polite" data-testid="live-indicator" data-state={state}>
      {TEXT[state]}
    </span>
  );
}
