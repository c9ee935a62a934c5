import { useId, useState } from 'react';
import { useQrDataUrl } from '@/lib/client/useQrDataUrl';
import { scanText, type ScanKind } from '@/lib/scan-codes';
import styles from './ScanCode.module.css';

/**
 * A button that shows the QR code staff scan at the counter (/panel/scanner), with the same text
 * printed under it for typing. The `qrcode` library is loaded only when the code is first shown.
 */
export default function ScanCode({ kind, id, label }: { kind: ScanKind; id: string; label: string }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const text = scanText(kind, id);
  const src = useQrDataUrl(open ? text : null, 400);
  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((o) => !o)}
        data-testid="scan-code-toggle"
      >
        {open ? 'بستن کد' : label}
      </button>
      {open && (
        <div id={panel} className={styles.wrap}>
          {src ? (
            // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn here
            <img
              className={styles.code}
              src={src}
              alt={`کد QR برای نمایش به باریستا: ${text}`}
              data-testid="scan-code"
            />
          ) : (
            <span className={styles.code} aria-hidden="true" />
          )}
          <span className={styles.text} data-testid="scan-code-text">
            {text}
          </span>
        </div>
      )}
    </div>
  );
}
