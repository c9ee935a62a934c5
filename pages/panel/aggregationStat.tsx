import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import AggregationStats from '@/components/panel/stats/AggregationStats';
import styles from '@/components/panel/stats/Stats.module.css';

/** /panel/aggregationStat: every branch's sold orders and revenue side by side over Jalali dates. */
export default function AggregationStatsPage() {
  return (
    <PanelGuard flag="stats" nav={OfficeNav} title="آمار تجمیعی شعبه‌ها">
      {() => (
        <div className={styles.page}>
          <h1 className={styles.heading}>آمار تجمیعی شعبه‌ها</h1>
          <AggregationStats />
        </div>
      )}
    </PanelGuard>
  );
}
