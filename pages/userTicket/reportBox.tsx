import Head from 'next/head';
import BackLink from '@/components/ticket/BackLink';
import { SITE_TITLE } from '@/lib/client/site';
import MyReport from '@/components/ticket/MyReport';
import { usePageTitle } from '@/lib/client/usePageTitle';
import styles from '@/components/ticket/Page.module.css';

const TITLE = 'گزارش درخواست‌های من';
const HEADER_TITLE = 'گزارش پشتیبانی';

/** /userTicket/reportBox: the customer's report box. */
export default function UserTicketReportPage() {
  usePageTitle(HEADER_TITLE);
  return (
    <>
      <Head>
        <title>{`${TITLE} | ${SITE_TITLE}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={`container ${styles.narrow}`}>
        <BackLink href="/userTicket">درخواست‌های من</BackLink>
        <h1 className={styles.title}>{TITLE}</h1>
        <MyReport />
      </div>
    </>
  );
}
