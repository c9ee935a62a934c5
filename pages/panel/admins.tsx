import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import StaffAddForm from '@/components/panel/staff/StaffAddForm';
import StaffTable from '@/components/panel/staff/StaffTable';
import styles from '@/components/panel/staff/Staff.module.css';

/** /panel/admins: the chain's general admins and their permission flags. */
export default function PanelAdminsPage() {
  return (
    <PanelGuard flag="admins" nav={OfficeNav} title="مدیران">
      {(user) => (
        <div className={styles.page}>
          <h1 className={styles.heading}>مدیران</h1>
          <StaffTable kind="general" user={user} caption="مدیران" />
          <StaffAddForm kind="general" user={user} />
        </div>
      )}
    </PanelGuard>
  );
}
