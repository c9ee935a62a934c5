import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import UserStats from '@/components/panel/stats/UserStats';
import styles from '@/components/panel/stats/Stats.module.css';

/** /panel/userStat: registrations per day, active users and membership levels. */
export default function UserStatsPage() {
  return (
    <PanelGuard flag="stats" nav={OfficeNav} title="آمار کاربران">
      {() => (
        <div className={styles.page}>
          <h1 className={styles.heading}>آمار کاربران</h1>
          <UserStats />
        </div>
      )}
    </PanelGuard>
  );
}
