import { useEffect, useState } from 'react';
import { http } from '@/api-client';
import alert from '@/components/ui/Alert.module.css';
import styles from './OrderActions.module.css';

type State = 'hidden' | 'offer' | 'working' | 'on' | 'denied' | 'failed';

/** A VAPID key (URL-safe base64) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const pad = '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob((base64url + pad).replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * After an order, offers browser notices of its status (ready, canceled, delivered). Shown only
 * where the browser can and the server has push on (VAPID keys), and while the customer has not
 * answered yet; SMS keeps coming either way.
 */
export default function PushOptIn() {
  const [state, setState] = useState<State>('hidden');
  const [key, setKey] = useState<string | null>(null);

  useEffect(() => {
    if (
      typeof window === 'undefined' ||
      !('serviceWorker' in navigator) ||
      !('PushManager' in window) ||
      !('Notification' in window)
    )
      return;
    if (Notification.permission !== 'default') return;
    let cancelled = false;
    http()
      .then((c) => c.get<{ publicKey: string | null }>('/v1/push/key'))
      .then((r) => {
        if (cancelled || !r.data.publicKey) return;
        setKey(r.data.publicKey);
        setState('offer');
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  const enable = async () => {
    if (!key) return;
    setState('working');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState('denied');
        return;
      }
      const registration = await navigator.serviceWorker.register('/sw.js');
      await navigator.serviceWorker.ready;
      const sub =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
      await (await http()).post('/v1/push/subscribe', sub.toJSON());
      setState('on');
    } catch {
      setState('failed');
    }
  };

  if (state === 'hidden') return null;
  if (state === 'on')
    return (
      <p className={alert.success} role="status">
        اعلان وضعیت سفارش در این مرورگر فعال شد.
      </p>
    );
  if (state === 'denied') return <p className="muted">اجازهٔ اعلان داده نشد؛ وضعیت سفارش را با پیامک خبر می‌دهیم.</p>;
  return (
    <div className={styles.wrap} data-testid="push-opt-in">
      {state === 'failed' && (
        <p className={alert.alert} role="alert">
          فعال‌سازی اعلان ممکن نشد؛ وضعیت سفارش را با پیامک خبر می‌دهیم.
        </p>
      )}
      <button type="button" className="btn btn-outline" onClick={() => void enable()} disabled={state === 'working'}>
        {state === 'working' ? 'در حال فعال‌سازی…' : 'خبر آماده شدن سفارش در همین مرورگر'}
      </button>
    </div>
  );
}
