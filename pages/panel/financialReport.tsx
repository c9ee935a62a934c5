import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import FinancialReport from '@/components/panel/stats/FinancialReport';
import styles from '@/components/panel/stats/Stats.module.css';

/** /panel/financialReport: sales by payment type, wallet and bank money of a branch or the chain over Jalali dates, with an .xlsx export. */
export default function FinancialReportPage() {
  return (
    <PanelGuard flag="stats" nav={OfficeNav} title="گزارش مالی">
      {() => (
        <div className={styles.page}>
          <h1 className={styles.heading}>گزارش مالی</h1>
          <FinancialReport />
        </div>
      )}
    </PanelGuard>
  );
}
