import BranchPanelPage from '@/components/panel/BranchPanelPage';
import BranchHome from '@/components/panel/provider/BranchHome';
import styles from '@/components/panel/staff/Staff.module.css';

/** /panel/{providerId}/branchPanel: the branch's home for its staff. */
export default function BranchHomePage() {
  return (
    <BranchPanelPage flag="orders" title="خانه شعبه" frame="heading" styles={styles}>
      {({ providerId, user }) => <BranchHome providerId={providerId} user={user} />}
    </BranchPanelPage>
  );
}
