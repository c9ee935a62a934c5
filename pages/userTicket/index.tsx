import Head from 'next/head';
import { SITE_TITLE } from '@/lib/client/site';
import MyTickets from '@/components/ticket/MyTickets';
import { usePageTitle } from '@/lib/client/usePageTitle';
import { SUPPORT_TITLE } from '@/components/ticket/format';

/** /userTicket: the customer's support tickets. */
export default function UserTicketsPage() {
  usePageTitle(SUPPORT_TITLE);
  return (
    <>
      <Head>
        <title>{`${SUPPORT_TITLE} | ${SITE_TITLE}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <MyTickets />
    </>
  );
}
