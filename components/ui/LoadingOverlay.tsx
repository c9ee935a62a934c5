import styles from './LoadingOverlay.module.css';

/** Covers the screen while a blocking operation runs (the ui slice's loading flag). */
export default function LoadingOverlay({ label = 'لطفا صبر کنید…' }: { label?: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="assertive" aria-busy="true">
      <div className={styles.box}>
        <svg className={styles.spinner} width="40" height="40" viewBox="0 0 50 50" aria-hidden="true">
          <circle cx="25" cy="25" r="20" fill="none" stroke="currentColor" strokeOpacity="0.15" strokeWidth="5" />
          <circle
            cx="25"
            cy="25"
            r="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="5"
            strokeDasharray="90 150"
            strokeLinecap="round"
          />
        </svg>
        <span>{label}</span>
      </div>
    </div>
  );
}
