import { useId, useState } from 'react';
import { describeError } from '@/api-client';
import { uploadWithProgress } from '@/api-client/upload';
import type { EventImageKind } from '@/lib/contracts/academy';
import { toPersianDigits } from '@/lib/digits';
import { academyImage } from '../images';
import styles from '@/components/blog/BodyEditor.module.css';

/**
 * An academy image (an event's cover, a teacher's photo, a signature) picked and uploaded to
 * /v1/event/image/upload; shows the preview, the progress and the server's refusal.
 */
export default function ImageField({
  kind,
  label,
  value,
  onChange,
  testId,
}: {
  kind: EventImageKind;
  label: string;
  value: string | null;
  onChange: (image: string | null) => void;
  testId?: string;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const src = academyImage(value);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const r = await uploadWithProgress<{ image: string }>('/v1/event/image/upload', 'file', file, {
        onProgress: setProgress,
        extra: { kind },
      });
      onChange(r.image);
    } catch (err) {
      setError(describeError(err).message);
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className={styles.image}>
      <span className="label">{label}</span>
      {src && (
        // eslint-disable-next-line @next/next/no-img-element -- preview of the uploaded image
        <img src={src} alt={`پیش‌نمایش ${label}`} className={styles.preview} width={380} height={280} />
      )}
      <span className={styles.add}>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
          data-testid={testId}
        />
        <label htmlFor={id} className="btn btn-outline btn-sm">
          {src ? `تغییر ${label}` : `انتخاب ${label}`}
        </label>
        {src && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(null)}>
            {`حذف ${label}`}
          </button>
        )}
      </span>
      {progress !== null && (
        <span
          className={styles.progress}
          role="progressbar"
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label={`بارگذاری ${label}`}
        >
          <span style={{ width: `${progress}%` }} />
          <em>{`${toPersianDigits(progress)}٪`}</em>
        </span>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
