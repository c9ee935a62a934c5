import Head from 'next/head';
import { useRouter } from 'next/router';
import { SITE_TITLE } from '@/lib/client/site';
import MyTicketDetail from '@/components/ticket/MyTicketDetail';
import { usePageTitle } from '@/lib/client/usePageTitle';
import { SUPPORT_TITLE } from '@/components/ticket/format';
import Spinner from '@/components/ui/Spinner';
import styles from '@/components/ticket/TicketDetail.module.css';
import page from '@/components/ticket/Page.module.css';

/** /userTicket/{id}: one of the customer's tickets. */
export default function UserTicketPage() {
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : '';
  usePageTitle('درخواست پشتیبانی');
  return (
    <>
      <Head>
        <title>{`درخواست پشتیبانی | ${SUPPORT_TITLE} | ${SITE_TITLE}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={`container ${page.narrow}`}>
        {router.isReady ? (
          <MyTicketDetail key={id} ticketId={id} />
        ) : (
          <div className={styles.loading}>
            <Spinner />
          </div>
        )}
      </div>
    </>
  );
}
