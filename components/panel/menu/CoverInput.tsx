import { useRef, useState } from 'react';
import { describeError } from '@/api-client';
import { uploadWithProgress } from '@/api-client/upload';
import { itemPhotoUrl } from '@/lib/client/site';
import { toPersianDigits } from '@/lib/digits';
import styles from './Menu.module.css';

interface Props {
  providerId: string;
  value: string | null;
  onChange: (cover: string | null) => void;
  error?: string;
}

/**
 * An item's photo: picked, sent with progress (held at 99% until the server answers), checked and
 * resized on the server, then previewed. The item keeps the server's name for it.
 */
export default function CoverInput({ providerId, value, onChange, error }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    setPercent(0);
    try {
      const { cover } = await uploadWithProgress<{ cover: string }>('/v1/menu/item/upload', 'file', file, {
        extra: { providerId },
        onProgress: setPercent,
      });
      onChange(cover);
    } catch (err) {
      setFailure(describeError(err).message);
    } finally {
      setPercent(null);
      if (input.current) input.current.value = '';
    }
  };
  const shown = failure ?? error;
  const src = itemPhotoUrl(value);
  return (
    <div className={styles.coverBox}>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={src}
          alt="تصویر آیتم"
          className={styles.coverPreview}
          width={152}
          height={112}
          data-testid="cover-preview"
        />
      ) : (
        <span className={`${styles.coverPreview} ${styles.muted}`} style={{ display: 'grid', placeItems: 'center' }}>
          بدون تصویر
        </span>
      )}
      <div className={styles.actions} style={{ flexDirection: 'column' }}>
        <span className="label" id="item-cover-label">
          تصویر آیتم (JPEG، PNG یا WebP تا ۵ مگابایت)
        </span>
        {/* The browser's own file button speaks the browser's language: a Persian button stands in for it. */}
        <label className={`btn btn-ghost btn-sm ${styles.fileButton}`}>
          <input
            ref={input}
            id="item-cover"
            type="file"
            className="sr-only"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => void pick(e.target.files?.[0])}
            disabled={percent !== null}
            aria-labelledby="item-cover-label item-cover-button"
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? 'item-cover-error' : undefined}
            data-testid="cover-input"
          />
          <span id="item-cover-button">{value ? 'انتخاب تصویر دیگر' : 'انتخاب تصویر'}</span>
        </label>
        {percent !== null && (
          <progress className={styles.progress} max={100} value={percent} aria-label="پیشرفت بارگذاری">
            {toPersianDigits(percent)}٪
          </progress>
        )}
        {value && percent === null && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(null)}>
            حذف تصویر
          </button>
        )}
        {shown && (
          <p id="item-cover-error" className="field-error" role="alert">
            {shown}
          </p>
        )}
      </div>
    </div>
  );
}
