import { useEffect } from 'react';
import styles from './Toast.module.css';

export interface ToastMessage {
  /** A new id shows the toast again even when the text repeats. */
  id: number;
  text: string;
}

/** A short message at the bottom of the screen that goes away by itself after four seconds. */
export default function Toast({ toast, onDone }: { toast: ToastMessage | null; onDone: () => void }) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDone, 4000);
    return () => clearTimeout(timer);
  }, [toast, onDone]);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className={styles.toast} data-testid="toast">
          {toast.text}
        </div>
      )}
    </div>
  );
}
