import BranchPanelPage from '@/components/panel/BranchPanelPage';
import StaffAddForm from '@/components/panel/staff/StaffAddForm';
import StaffTable from '@/components/panel/staff/StaffTable';
import styles from '@/components/panel/staff/Staff.module.css';

/** /panel/{providerId}/admins: the branch's admins (with their flags) and baristas. */
export default function BranchAdminsPage() {
  return (
    <BranchPanelPage flag="admins" title="مدیران و باریستاها" frame="heading" styles={styles}>
      {({ providerId, user }) => (
        <>
          <section className={styles.section} aria-labelledby="admins-title">
            <h2 id="admins-title" className={styles.subheading}>
              ادمین‌های شعبه
            </h2>
            <StaffTable kind="admin" user={user} providerId={providerId} caption="ادمین‌های شعبه" />
            <StaffAddForm kind="admin" user={user} providerId={providerId} />
          </section>
          <section className={styles.section} aria-labelledby="baristas-title">
            <h2 id="baristas-title" className={styles.subheading}>
              باریستاها
            </h2>
            <StaffTable kind="barista" user={user} providerId={providerId} caption="باریستاهای شعبه" />
            <StaffAddForm kind="barista" user={user} providerId={providerId} />
          </section>
        </>
      )}
    </BranchPanelPage>
  );
}
