import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import styles from './Layout.module.css';

/**
 * Shown while the browser is offline (issue 29): «آفلاین · آخرین به‌روزرسانی …» with the Jalali time of the
 * copy the service worker kept of this page (what the menu and its sold-out states are as of), and what
 * still works: orders paid on site or from the wallet wait on this device and go when the connection is back.
 */
export default function OfflineBanner() {
  const { asPath } = useRouter();
  const [stamp, setStamp] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // The service worker's module (the page loaded it after its first paint; offline, the worker has it).
    import('@/lib/client/sw')
      .then((sw) => sw.cachedAtText())
      .then((text) => live && setStamp(text))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [asPath]);
  return (
    <div className={styles.offline} role="status" data-testid="offline-banner">
      <strong>
        آفلاین
        {stamp && <span data-testid="offline-stamp">{` · آخرین به‌روزرسانی ${stamp}`}</span>}
      </strong>
      <span className={styles.offlineNote}>
        سفارش با پرداخت در محل یا کیف پول روی همین دستگاه می‌ماند و با برگشتن اتصال ارسال می‌شود؛ پرداخت بانکی منتظر
        اتصال می‌ماند.
      </span>
    </div>
  );
}
