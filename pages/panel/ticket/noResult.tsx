import Link from 'next/link';
import PanelGuard from '@/components/panel/PanelGuard';
import NoResult from '@/components/ui/NoResult';
import styles from '@/components/ticket/Page.module.css';

/** /panel/ticket/noResult: the desk's queue is empty. */
export default function PanelTicketNoResultPage() {
  return (
    <PanelGuard flag="support" title="میز پشتیبانی">
      {() => (
        <div className={`container ${styles.narrow}`}>
          <div className="card">
            <NoResult
              action={
                <Link href="/panel/ticket" className="btn btn-primary">
                  بازگشت به میز پشتیبانی
                </Link>
              }
            >
              درخواست جدید یا بررسی‌نشده‌ای در صف نیست.
            </NoResult>
          </div>
        </div>
      )}
    </PanelGuard>
  );
}
