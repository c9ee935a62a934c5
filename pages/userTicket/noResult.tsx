import Head from 'next/head';
import Link from 'next/link';
import { SITE_TITLE } from '@/lib/client/site';
import NoResult from '@/components/ui/NoResult';
import { usePageTitle } from '@/lib/client/usePageTitle';
import { SUPPORT_TITLE } from '@/components/ticket/format';
import styles from '@/components/ticket/Page.module.css';

/** /userTicket/noResult: the customer has no ticket yet. */
export default function UserTicketNoResultPage() {
  usePageTitle(SUPPORT_TITLE);
  return (
    <>
      <Head>
        <title>{`${SUPPORT_TITLE} | ${SITE_TITLE}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={`container ${styles.narrow}`}>
        <div className="card">
          <NoResult
            action={
              <Link href="/userTicket/add" className="btn btn-primary" data-testid="new-ticket">
                ثبت درخواست پشتیبانی
              </Link>
            }
          >
            هنوز درخواست پشتیبانی‌ای ثبت نکرده‌اید. اگر سوال یا مشکلی درباره سفارش، پرداخت یا رزرو دارید، برای ما
            بنویسید.
          </NoResult>
        </div>
      </div>
    </>
  );
}
