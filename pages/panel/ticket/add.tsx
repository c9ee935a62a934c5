import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import BackLink from '@/components/ticket/BackLink';
import TicketForm from '@/components/ticket/TicketForm';
import styles from '@/components/ticket/Page.module.css';

const TITLE = 'ثبت درخواست داخلی';

/** /panel/ticket/add: support staff file a ticket from the desk (internal flavour). */
export default function PanelTicketAddPage() {
  const router = useRouter();
  return (
    <PanelGuard flag="support" title={TITLE}>
      {() => (
        <div className={`container ${styles.narrow}`}>
          <BackLink href="/panel/ticket">میز پشتیبانی</BackLink>
          <h1 className={styles.title}>{TITLE}</h1>
          <div className={`card ${styles.formCard}`}>
            <TicketForm flavour="internal" onCreated={(t) => void router.push(`/panel/ticket/${t._id}`)} />
          </div>
        </div>
      )}
    </PanelGuard>
  );
}
