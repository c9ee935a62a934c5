import { useId, useState } from 'react';
import { describeError } from '@/api-client';
import { toPersianDigits } from '@/lib/digits';
import { uploadBlogImage } from './BodyEditor';
import styles from './BodyEditor.module.css';

/** Picks and uploads a post's cover; shows the preview, progress (at most 99 until done) and errors. */
export default function CoverField({
  url,
  onChange,
}: {
  url: string | null;
  onChange: (cover: { fileName: string; url: string } | null) => void;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      onChange(await uploadBlogImage(file, setProgress));
    } catch (err) {
      setError(describeError(err).message);
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className={styles.image}>
      <span className="label">تصویر کاور</span>
      {url && (
        // eslint-disable-next-line @next/next/no-img-element -- preview of the uploaded cover
        <img src={url} alt="پیش‌نمایش کاور" className={styles.preview} width={380} height={280} />
      )}
      <span className={styles.add}>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          onChange={(e) => pick(e.target.files?.[0])}
          data-testid="cover-input"
        />
        <label htmlFor={id} className="btn btn-outline btn-sm">
          {url ? 'تغییر کاور' : 'انتخاب کاور'}
        </label>
        {url && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(null)}>
            حذف کاور
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
          aria-label="بارگذاری کاور"
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
