import PanelGuard, { PanelNotice } from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import StaffTable from '@/components/panel/staff/StaffTable';
import StaffAddForm from '@/components/panel/staff/StaffAddForm';
import QueryState from '@/components/ui/QueryState';
import { can } from '@/lib/permissions';
import { useProviderListQuery } from '@/store/api/menu';
import styles from '@/components/panel/staff/Staff.module.css';

/** /panel/barista: the baristas of every branch the user manages staff at, branch by branch. */
export default function PanelBaristasPage() {
  const list = useProviderListQuery();
  return (
    <PanelGuard nav={OfficeNav} title="باریستاها">
      {(user) => (
        <div className={styles.page}>
          <h1 className={styles.heading}>باریستاها</h1>
          <QueryState query={list}>
            {(data) => {
              const branches = data.providers.filter((p) => can(user, 'admins', p._id));
              if (!branches.length) return <PanelNotice>شما مدیر هیچ شعبه‌ای نیستید.</PanelNotice>;
              return branches.map((p) => (
                <section key={p._id} className={styles.section} aria-labelledby={`branch-${p._id}`}>
                  <h2 id={`branch-${p._id}`} className={styles.subheading}>
                    {p.name}
                  </h2>
                  <StaffTable kind="barista" user={user} providerId={p._id} caption={`باریستاهای ${p.name}`} />
                  <details>
                    <summary className="btn btn-outline btn-sm">افزودن باریستا به {p.name}</summary>
                    <StaffAddForm kind="barista" user={user} providerId={p._id} />
                  </details>
                </section>
              ));
            }}
          </QueryState>
        </div>
      )}
    </PanelGuard>
  );
}
