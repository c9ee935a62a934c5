import type { TicketAttachmentView } from '@/lib/contracts/ticket/views';
import { attachmentUrl, fileSizeFa, isImage } from './format';
import styles from './Attachments.module.css';

/** Sent files: images as thumbnails that open full size, PDFs as download links. */
export default function AttachmentList({
  attachments,
  label = 'پیوست‌ها',
}: {
  attachments: TicketAttachmentView[];
  label?: string;
}) {
  if (!attachments.length) return null;
  const images = attachments.filter((a) => isImage(a.contentType));
  const documents = attachments.filter((a) => !isImage(a.contentType));
  return (
    <div className={styles.sent} aria-label={label} role="group">
      {images.length > 0 && (
        <ul className={styles.gallery}>
          {images.map((a) => (
            <li key={a.fileName}>
              <a
                href={attachmentUrl(a.fileName)}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.shot}
                title={a.originalName}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a private, permission-checked file; next/image cannot fetch it with the session */}
                <img
                  src={attachmentUrl(a.fileName)}
                  alt={a.originalName}
                  loading="lazy"
                  data-testid="attachment-image"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {documents.length > 0 && (
        <ul className={styles.docs}>
          {documents.map((a) => (
            <li key={a.fileName}>
              <a
                href={attachmentUrl(a.fileName, true)}
                className={styles.doc}
                download={a.originalName}
                data-testid="attachment-doc"
              >
                <span className={styles.docType}>PDF</span>
                <span className={styles.name} dir="auto">
                  {a.originalName}
                </span>
                <span className={styles.hint}>{fileSizeFa(a.size)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
