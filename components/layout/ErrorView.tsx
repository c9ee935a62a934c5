import Head from 'next/head';
import Link from 'next/link';
import { toPersianDigits } from '@/lib/digits';
import { UI_ERRORS } from '@/lib/messages/ui';
import { PRODUCT_NAME } from '@/lib/client/site';
import styles from './ErrorView.module.css';

export const NOT_FOUND_TEXT = 'صفحه مورد نظر پیدا نشد.';

/** The error page body: the status code in Persian digits, its message, and for 404 a way home. */
export default function ErrorView({ statusCode = 500, message }: { statusCode?: number; message?: string }) {
  const notFound = statusCode === 404;
  const text = message ?? (notFound ? NOT_FOUND_TEXT : UI_ERRORS.generic);
  return (
    <>
      <Head>
        <title>{`${toPersianDigits(statusCode)} | ${PRODUCT_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={`container ${styles.wrap}`} aria-labelledby="error-title">
        <p className={styles.code} data-testid="error-status">
          {toPersianDigits(statusCode)}
        </p>
        <h1 id="error-title" className={styles.text}>
          {text}
        </h1>
        <div className={styles.actions}>
          {notFound ? (
            <Link href="/" className="btn btn-primary">
              بازگشت به خانه
            </Link>
          ) : (
            <>
              <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
                تلاش دوباره
              </button>
              <Link href="/" className="btn btn-outline">
                بازگشت به خانه
              </Link>
            </>
          )}
        </div>
      </section>
    </>
  );
}
