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
      const { cover } = await uploadWithProgress<{ cover: string }>('/v1/menu/item/upload', 'file', file, { extra: { providerId }, onProgress: setPercent });
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
        <img src={src} alt="تصویر آیتم" className={styles.coverPreview} width={152} height={112} data-testid="cover-preview" />
      ) : (
        <span className={`${styles.coverPreview} ${styles.muted}`} style={{ display: 'grid', placeItems: 'center' }}>
          بدون تصویر
        </span>
      )}
      <div className={styles.actions} style={{ flexDirection: 'column' }}>
        <label className="label" htmlFor="item-cover">
          تصویر آیتم (JPEG، PNG یا WebP تا ۵ مگابایت)
        </label>
        <input
          ref={input}
          id="item-cover"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => void pick(e.target.files?.[0])}
          disabled={percent !== null}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? 'item-cover-error' : undefined}
          data-testid="cover-input"
        />
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
