import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import UsersExcel from '@/components/panel/users/UsersExcel';
import styles from '@/components/panel/users/Users.module.css';

/** /panel/users-excel: users to and from Excel (users permission). */
export default function PanelUsersExcelPage() {
  return (
    <PanelGuard title="اکسل کاربران" flag="users" nav={OfficeNav}>
      {() => (
        <div className={styles.page}>
          <h1 className={styles.title}>اکسل کاربران</h1>
          <UsersExcel />
        </div>
      )}
    </PanelGuard>
  );
}
