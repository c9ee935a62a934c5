import Head from 'next/head';
import Link from 'next/link';
import { SITE_TITLE } from '@/lib/client/site';
import { QR_TEXTS } from '@/lib/messages/provider';
import { usePageTitle } from '@/lib/client/usePageTitle';
import styles from './QrPage.module.css';

/** /qr/{id} of a removed table (leads to its branch's menu) or of no table at all (leads to /menu). */
export default function QrGone({ providerId, removed }: { providerId: string | null; removed: boolean }) {
  const title = removed ? QR_TEXTS.removedTitle : QR_TEXTS.unknownTitle;
  usePageTitle(title);
  return (
    <>
      <Head>
        <title>{`${title} | ${SITE_TITLE}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={`container ${styles.wrap}`}>
        <div className={`card ${styles.card}`} data-testid="qr-gone">
          <h1 className={styles.goneTitle}>{title}</h1>
          <p className={styles.goneText}>{removed ? QR_TEXTS.removedText : QR_TEXTS.unknownText}</p>
          <Link
            href={providerId ? `/menu/${encodeURIComponent(providerId)}` : '/menu'}
            className="btn btn-primary"
            data-testid="qr-gone-menu"
          >
            {QR_TEXTS.toMenu}
          </Link>
        </div>
      </div>
    </>
  );
}
