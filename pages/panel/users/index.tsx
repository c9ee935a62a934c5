import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import UserList from '@/components/panel/users/UserList';
import AddUserForm from '@/components/panel/users/AddUserForm';
import styles from '@/components/panel/users/Users.module.css';

/** /panel/users: head office finds users (search, filters, profiles) and registers new ones (users permission). */
export default function PanelUsersPage() {
  return (
    <PanelGuard title="کاربران" flag="users" nav={OfficeNav}>
      {() => (
        <div className={styles.page}>
          <div className={styles.head}>
            <h1 className={styles.title}>کاربران</h1>
          </div>
          <AddUserForm />
          <UserList />
        </div>
      )}
    </PanelGuard>
  );
}
