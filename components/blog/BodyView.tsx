import type { BlogBodyPart } from '@/lib/content-rules';
import styles from './BodyView.module.css';

const VIDEO_FILE = /\.(mp4|webm|ogg)(\?|#|$)/i;

function Video({ part }: { part: BlogBodyPart }) {
  const title = part.name || 'ویدیو';
  if (part.url && VIDEO_FILE.test(part.url)) {
    return (
      <figure className={styles.figure}>
        <video className={styles.video} src={part.url} controls preload="none" aria-label={title}>
          <a href={part.url}>{title}</a>
        </video>
        {(part.name || part.content) && <figcaption className={styles.caption}>{part.content || part.name}</figcaption>}
      </figure>
    );
  }
  // Other addresses (video sites) open in a new tab rather than being framed into the page.
  return (
    <p className={styles.videoLink}>
      <a href={part.url} target="_blank" rel="noopener noreferrer nofollow">
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M8 5v14l11-7z" />
        </svg>
        <span>{`تماشای ویدیو: ${title}`}</span>
      </a>
      {part.content && <span className={styles.caption}>{part.content}</span>}
    </p>
  );
}

/**
 * A post's body in order. Text parts are HTML the server has already sanitised (only formatting
 * tags and safe links remain); headings, captions and titles are rendered as plain text.
 */
export default function BodyView({ body }: { body: BlogBodyPart[] }) {
  return (
    <div className={styles.body}>
      {body.map((part) => {
        const key = `${part.index}-${part.type}`;
        switch (part.type) {
          case 'heading':
            return (
              <h2 key={key} className={styles.heading}>
                {part.content}
              </h2>
            );
          case 'text':
            return <div key={key} className={styles.text} dangerouslySetInnerHTML={{ __html: part.content }} />;
          case 'image':
            return (
              <figure key={key} className={styles.figure}>
                {/* eslint-disable-next-line @next/next/no-img-element -- API-served image */}
                <img
                  src={part.url}
                  alt={part.content || ''}
                  width={760}
                  height={560}
                  className={styles.image}
                  loading="lazy"
                  decoding="async"
                />
                {part.content && <figcaption className={styles.caption}>{part.content}</figcaption>}
              </figure>
            );
          case 'video':
            return <Video key={key} part={part} />;
          default:
            return null;
        }
      })}
    </div>
  );
}
