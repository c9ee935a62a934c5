import { useEffect, useRef, useState } from 'react';

export type Camera = 'off' | 'starting' | 'on' | 'denied' | 'none';

export const CAMERA_TEXT: Record<Exclude<Camera, 'on'>, string> = {
  off: 'دوربین خاموش است. روشنش کنید و کد QR را جلوی آن بگیرید.',
  starting: 'در حال روشن کردن دوربین…',
  denied:
    'اجازه استفاده از دوربین داده نشد. از تنظیمات مرورگر اجازه دهید، یا عکس کد را انتخاب کنید یا کد زیر آن را بنویسید.',
  none: 'دوربینی پیدا نشد. عکس کد را انتخاب کنید یا کد زیر آن را بنویسید.',
};

/**
 * The camera and the fallbacks. Decoding is the maintained `qr-scanner` (the browser's
 * BarcodeDetector where it exists, else its own worker), loaded only when the camera is turned on
 * or a photo is chosen; the same code typed by hand goes the same way.
 */
export function useQrCamera(onCode: (text: string) => void) {
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<{ stop(): void; destroy(): void } | null>(null);
  const [camera, setCamera] = useState<Camera>('off');
  const last = useRef({ text: '', at: 0 });
  const emit = useRef(onCode);
  useEffect(() => {
    emit.current = onCode;
  }, [onCode]);

  const found = (text: string) => {
    // The camera reads the same code many times a second: one result per code every few seconds.
    const now = Date.now();
    if (text === last.current.text && now - last.current.at < 4000) return;
    last.current = { text, at: now };
    emit.current(text);
  };

  const start = async () => {
    if (!video.current) return;
    setCamera('starting');
    try {
      const { default: QrScanner } = await import('qr-scanner');
      if (!(await QrScanner.hasCamera())) return setCamera('none');
      const s = new QrScanner(video.current, (r) => found(r.data), {
        preferredCamera: 'environment',
        returnDetailedScanResult: true,
        maxScansPerSecond: 8,
      });
      scanner.current = s;
      await s.start();
      setCamera('on');
    } catch {
      scanner.current?.destroy();
      scanner.current = null;
      setCamera('denied');
    }
  };
  const stop = () => {
    scanner.current?.destroy();
    scanner.current = null;
    setCamera('off');
  };
  useEffect(() => () => scanner.current?.destroy(), []);

  /** A photo of the code (a phone's own camera app, or a screenshot), decoded the same way. */
  const readPhoto = async (file: File): Promise<boolean> => {
    const { default: QrScanner } = await import('qr-scanner');
    try {
      const r = await QrScanner.scanImage(file, { returnDetailedScanResult: true });
      emit.current(r.data);
      return true;
    } catch {
      return false;
    }
  };
  return { video, camera, start, stop, readPhoto };
}
