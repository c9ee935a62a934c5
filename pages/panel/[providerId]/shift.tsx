import BranchPanelPage from '@/components/panel/BranchPanelPage';
import ShiftPanel from '@/components/panel/shift/ShiftPanel';
import styles from '@/components/panel/staff/Staff.module.css';

/** /panel/{providerId}/shift: open and close the branch's shift, its report and past shifts. */
export default function BranchShiftPage() {
  return (
    <BranchPanelPage flag="shifts" title="شیفت" frame="heading" styles={styles}>
      {({ providerId }) => <ShiftPanel providerId={providerId} />}
    </BranchPanelPage>
  );
}
