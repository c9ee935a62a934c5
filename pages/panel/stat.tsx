import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import StatHome from '@/components/panel/stats/StatHome';
import styles from '@/components/panel/stats/Stats.module.css';

/** /panel/stat: the chain's last 30 days, wallets, and links to every branch's stats and the reports. */
export default function StatHomePage() {
  return (
    <PanelGuard flag="stats" nav={OfficeNav} title="آمار">
      {() => (
        <div className={styles.page}>
          <h1 className={styles.heading}>آمار</h1>
          <StatHome />
        </div>
      )}
    </PanelGuard>
  );
}
