import { useEffect, useRef, useState } from 'react';
import { describeError } from '@/api-client';
import { useSpaceMenuQuery } from '@/store/api/space';
import { useCheckInByCodeMutation } from '@/store/api/cowork';
import { CAMERA_TEXT, useQrCamera } from '@/components/panel/scan/useQrCamera';
import styles from './Cowork.module.css';

type Outcome = { ok: true; text: string } | { ok: false; text: string } | null;

/**
 * The room's door tablet: the customer types their check-in code or shows its QR to the camera; a big
 * success or failure in Persian, then the screen clears itself for the next person.
 */
export default function Kiosk({ itemId, providerId }: { itemId: string; providerId: string }) {
  const menu = useSpaceMenuQuery({ providerId, all: true }, { skip: !providerId });
  const item = menu.data?.categories.flatMap((c) => c.items).find((i) => i._id === itemId);
  const [checkIn, state] = useCheckInByCodeMutation();
  const [typed, setTyped] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const input = useRef<HTMLInputElement>(null);
  const send = (code: string) => {
    if (state.isLoading || !code.trim()) return;
    checkIn({ code: code.trim(), itemId })
      .unwrap()
      .then((r) => {
        const who = r.order.customerName ? `${r.order.customerName} عزیز، ` : '';
        setOutcome({ ok: true, text: `${who}ورود شما ثبت شد. خوش آمدید!` });
        setTyped('');
      })
      .catch((err) => setOutcome({ ok: false, text: describeError(err).message }));
  };
  const { video, camera, start, stop } = useQrCamera(send);
  useEffect(() => {
    if (!outcome) return;
    const t = setTimeout(() => {
      setOutcome(null);
      input.current?.focus();
    }, 8000);
    return () => clearTimeout(t);
  }, [outcome]);
  return (
    <main className={styles.kiosk} data-testid="kiosk">
      <h1>{item ? `ورود به ${item.title}` : 'ورود به اتاق'}</h1>
      <p className="muted" style={{ margin: 0 }}>
        کد ورود رزرو خود را وارد کنید یا کد QR آن را جلوی دوربین بگیرید.
      </p>
      {outcome && (
        <div
          className={outcome.ok ? styles.ok : styles.fail}
          role="status"
          aria-live="assertive"
          data-testid="kiosk-result"
        >
          {outcome.ok ? '✓ ' : '✗ '}
          {outcome.text}
        </div>
      )}
      <form
        className={styles.kioskForm}
        onSubmit={(e) => {
          e.preventDefault();
          send(typed);
        }}
      >
        <label htmlFor="kiosk-code">کد ورود</label>
        <input
          id="kiosk-code"
          ref={input}
          className={`input ${styles.kioskInput}`}
          dir="ltr"
          value={typed}
          onChange={(e) => setTyped(e.target.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          autoFocus
          maxLength={40}
          data-testid="kiosk-code"
        />
        <button
          type="submit"
          className="btn btn-primary btn-lg"
          disabled={!typed.trim() || state.isLoading}
          data-testid="kiosk-submit"
        >
          {state.isLoading ? 'در حال بررسی…' : 'ثبت ورود'}
        </button>
      </form>
      <video
        ref={video}
        className={styles.kioskVideo}
        muted
        playsInline
        aria-label="تصویر دوربین"
        hidden={camera !== 'on'}
      />
      {camera !== 'on' && <p className="muted">{CAMERA_TEXT[camera]}</p>}
      {camera === 'on' ? (
        <button type="button" className="btn btn-outline" onClick={stop}>
          خاموش کردن دوربین
        </button>
      ) : (
        <button type="button" className="btn btn-outline" onClick={() => void start()} disabled={camera === 'starting'}>
          اسکن کد QR با دوربین
        </button>
      )}
    </main>
  );
}
