import { useId } from 'react';
import { toPersianDigits } from '@/lib/digits';
import { MAX_ATTACHMENTS } from '@/lib/ticket-rules';
import { ACCEPT_ATTR, type AttachmentUploads } from './useAttachmentUploads';
import { fileSizeFa } from './format';
import styles from './Attachments.module.css';

function FileIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    >
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 13h6M9 17h4" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Adds files to a form: each uploads at once with a progress bar (held at ۹۹٪ until the server
 * answers), shows its state, and can be removed. Images and PDF, up to ۱۰ MB, at most ۵ files.
 */
export default function AttachmentPicker({
  uploads,
  label = 'افزودن پیوست',
  disabled,
}: {
  uploads: AttachmentUploads;
  label?: string;
  disabled?: boolean;
}) {
  const hintId = useId();
  const { items, add, remove, full } = uploads;
  return (
    <div className={styles.picker}>
      <div className={styles.pickerRow}>
        <label className={`btn btn-outline btn-sm ${styles.addButton} ${disabled || full ? styles.disabled : ''}`}>
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="m20 11-8.5 8.5a5 5 0 0 1-7-7L13 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L14 7" />
          </svg>
          {label}
          <input
            className="sr-only"
            type="file"
            accept={ACCEPT_ATTR}
            multiple
            disabled={disabled || full}
            aria-describedby={hintId}
            data-testid="attachment-input"
            onChange={(e) => {
              if (e.target.files?.length) add(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
        <span id={hintId} className={styles.hint}>
          تصویر یا PDF، هر فایل حداکثر ۱۰ مگابایت، تا {toPersianDigits(MAX_ATTACHMENTS)} فایل
        </span>
      </div>
      {items.length > 0 && (
        <ul className={styles.uploads} aria-label="پیوست‌ها">
          {items.map((it) => (
            <li
              key={it.key}
              className={`${styles.upload} ${styles[`upload_${it.state}`]}`}
              data-testid="upload-item"
              data-state={it.state}
            >
              <span className={styles.thumb}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL) */}
                {it.src ? <img src={it.src} alt="" /> : <FileIcon />}
              </span>
              <span className={styles.uploadBody}>
                <span className={styles.name} dir="auto">
                  {it.originalName}
                </span>
                {it.state === 'inProgress' && (
                  <>
                    <span
                      className={styles.bar}
                      role="progressbar"
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={it.progress}
                      aria-label={`بارگذاری ${it.originalName}`}
                    >
                      <span style={{ width: `${it.progress}%` }} />
                    </span>
                    <span className={styles.status}>در حال بارگذاری {toPersianDigits(it.progress)}٪</span>
                  </>
                )}
                {it.state === 'success' && <span className={styles.status}>بارگذاری شد، {fileSizeFa(it.size)}</span>}
                {it.state === 'failed' && (
                  <span className={styles.failed} role="alert">
                    بارگذاری ناموفق: {it.error}
                  </span>
                )}
              </span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => remove(it.key)}
                aria-label={`حذف ${it.originalName}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
