import Head from 'next/head';
import BackLink from '@/components/ticket/BackLink';
import { useRouter } from 'next/router';
import { SITE_TITLE } from '@/lib/client/site';
import TicketForm from '@/components/ticket/TicketForm';
import { usePageTitle } from '@/lib/client/usePageTitle';
import LoginPrompt from '@/components/ui/LoginPrompt';
import Spinner from '@/components/ui/Spinner';
import { useAppSelector } from '@/store';
import styles from '@/components/ticket/Page.module.css';

const TITLE = 'درخواست پشتیبانی جدید';
const HEADER_TITLE = 'درخواست جدید';

/** /userTicket/add: the customer files a ticket (external flavour). */
export default function UserTicketAddPage() {
  const router = useRouter();
  const authState = useAppSelector((s) => s.auth.state);
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
        {authState === 'guest' ? (
          <LoginPrompt text="برای ثبت درخواست پشتیبانی وارد حساب کاربری خود شوید." />
        ) : authState === 'unknown' ? (
          <div className={styles.loading}>
            <Spinner />
          </div>
        ) : (
          <div className={`card ${styles.formCard}`}>
            <TicketForm flavour="external" onCreated={(t) => void router.push(`/userTicket/${t._id}`)} />
          </div>
        )}
      </div>
    </>
  );
}
