import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import BranchNav from '@/components/panel/BranchNav';
import BranchHome from '@/components/panel/provider/BranchHome';
import { useProviderQuery } from '@/store/api/menu';
import styles from '@/components/panel/staff/Staff.module.css';

/** /panel/{providerId}/branchPanel: the branch's home for its staff. */
export default function BranchPanelPage() {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  const { data } = useProviderQuery(providerId ?? '', { skip: !providerId });
  const name = data?.provider.name;
  return (
    <PanelGuard
      providerId={providerId}
      flag="orders"
      nav={BranchNav}
      waiting={!providerId}
      title={name ? `خانه شعبه · ${name}` : 'خانه شعبه'}
    >
      {(user) => (
        <div className={styles.page}>
          <h1 className={styles.heading}>خانه شعبه {name && <span className={styles.sub}>{name}</span>}</h1>
          <BranchHome providerId={providerId!} user={user} />
        </div>
      )}
    </PanelGuard>
  );
}
