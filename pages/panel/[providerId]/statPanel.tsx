import BranchPanelPage from '@/components/panel/BranchPanelPage';
import BranchStats from '@/components/panel/stats/BranchStats';
import styles from '@/components/panel/stats/Stats.module.css';

/** /panel/{providerId}/statPanel: the branch's orders, revenue, best sellers and busiest hours, with charts. */
export default function StatPanelPage() {
  return (
    <BranchPanelPage flag="stats" title="آمار شعبه" frame="heading" styles={styles}>
      {({ providerId }) => <BranchStats providerId={providerId} />}
    </BranchPanelPage>
  );
}
