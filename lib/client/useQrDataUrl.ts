import { useEffect, useState } from 'react';

/**
 * A QR code of `text` as a PNG data URL, drawn in the browser with `qrcode` (loaded on first use);
 * '' until drawn, and while `text` is null. A text drawn once is not drawn again.
 */
export function useQrDataUrl(text: string | null, width: number): string {
  const [drawn, setDrawn] = useState<{ text: string; src: string } | null>(null);
  const done = drawn?.text;
  useEffect(() => {
    if (!text || done === text) return;
    let live = true;
    void import('qrcode')
      .then((q) => q.toDataURL(text, { margin: 1, width, errorCorrectionLevel: 'M' }))
      .then((src) => live && setDrawn({ text, src }));
    return () => {
      live = false;
    };
  }, [text, width, done]);
  return text && drawn?.text === text ? drawn.src : '';
}
