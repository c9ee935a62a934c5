import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import BranchNav from '@/components/panel/BranchNav';
import StaffAddForm from '@/components/panel/staff/StaffAddForm';
import StaffTable from '@/components/panel/staff/StaffTable';
import { useProviderQuery } from '@/store/api/menu';
import styles from '@/components/panel/staff/Staff.module.css';

/** /panel/{providerId}/admins: the branch's admins (with their flags) and baristas. */
export default function BranchAdminsPage() {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  const { data } = useProviderQuery(providerId ?? '', { skip: !providerId });
  const name = data?.provider.name;
  return (
    <PanelGuard
      providerId={providerId}
      flag="admins"
      nav={BranchNav}
      waiting={!providerId}
      title={name ? `مدیران و باریستاها · ${name}` : 'مدیران و باریستاها'}
    >
      {(user) => (
        <div className={styles.page}>
          <h1 className={styles.heading}>مدیران و باریستاها {name && <span className={styles.sub}>{name}</span>}</h1>
          <section className={styles.section} aria-labelledby="admins-title">
            <h2 id="admins-title" className={styles.subheading}>
              ادمین‌های شعبه
            </h2>
            <StaffTable kind="admin" user={user} providerId={providerId!} caption="ادمین‌های شعبه" />
            <StaffAddForm kind="admin" user={user} providerId={providerId!} />
          </section>
          <section className={styles.section} aria-labelledby="baristas-title">
            <h2 id="baristas-title" className={styles.subheading}>
              باریستاها
            </h2>
            <StaffTable kind="barista" user={user} providerId={providerId!} caption="باریستاهای شعبه" />
            <StaffAddForm kind="barista" user={user} providerId={providerId!} />
          </section>
        </div>
      )}
    </PanelGuard>
  );
}
