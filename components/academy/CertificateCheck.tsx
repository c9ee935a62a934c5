import Head from 'next/head';
import Link from 'next/link';
import NoResult from '@/components/ui/NoResult';
import type { CertificateView } from '@/lib/contracts/academy';
import { SITE_TITLE } from '@/lib/client/site';
import { usePageTitle } from '@/lib/client/usePageTitle';
import { jalaliDate } from '@/lib/jalali';
import { academyFile } from '@/store/api/academy';
import { eventWhen } from './format';
import styles from './Academy.module.css';

export const CERTIFICATE_NOT_FOUND = 'گواهی‌ای با این کد پیدا نشد';

/**
 * /certificate/{code}: whoever holds a certificate (or reads its QR) sees that it is real: the
 * attendee, the event and its date, the issuer, and the PDF. An unknown code shows nothing else.
 */
export default function CertificateCheck({ code, certificate }: { code: string; certificate: CertificateView | null }) {
  usePageTitle('تایید گواهی');
  return (
    <div className={`container ${styles.page}`} style={{ maxWidth: 720 }}>
      <Head>
        <title>{`تایید گواهی | ${SITE_TITLE}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      {certificate ? (
        <section className={`card ${styles.cert}`} data-testid="certificate" aria-labelledby="certificate-title">
          <span className={styles.ok} role="status">
            این گواهی معتبر است.
          </span>
          <h1 id="certificate-title" className={styles.heading} data-testid="certificate-name">
            {certificate.attendeeName}
          </h1>
          <dl className={styles.facts} style={{ padding: 0 }}>
            <dt>رویداد</dt>
            <dd data-testid="certificate-event">{certificate.event.title}</dd>
            <dt>زمان</dt>
            <dd>{eventWhen(certificate.event.startAt, certificate.event.endAt)}</dd>
            {certificate.event.teacherName && (
              <>
                <dt>مدرس</dt>
                <dd>{certificate.event.teacherName}</dd>
              </>
            )}
            <dt>صادرکننده</dt>
            <dd>{`${certificate.issuer.productName} · ${certificate.issuer.providerName}`}</dd>
            <dt>تاریخ صدور</dt>
            <dd>{jalaliDate(certificate.issuedAt)}</dd>
            <dt>کد گواهی</dt>
            <dd dir="ltr" className={styles.code} style={{ textAlign: 'start' }}>
              {certificate.code}
            </dd>
          </dl>
          <div className={styles.actions}>
            <a
              className="btn btn-primary"
              href={academyFile(`/v1/certificate/${encodeURIComponent(certificate.code)}/pdf`)}
              download
              data-testid="certificate-pdf"
            >
              دریافت PDF گواهی
            </a>
          </div>
        </section>
      ) : (
        <div className="card" data-testid="certificate-missing">
          <NoResult
            title={CERTIFICATE_NOT_FOUND}
            action={
              <Link href="/events" className="btn btn-outline">
                رویدادها و کارگاه‌ها
              </Link>
            }
          >
            {code && (
              <p className="muted">
                {'کد '}
                <bdi dir="ltr">{code}</bdi>
                {' را دوباره بررسی کنید.'}
              </p>
            )}
          </NoResult>
        </div>
      )}
    </div>
  );
}
