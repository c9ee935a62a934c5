import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import BranchNav from '@/components/panel/BranchNav';
import BranchStats from '@/components/panel/stats/BranchStats';
import { useProviderQuery } from '@/store/api/menu';
import styles from '@/components/panel/stats/Stats.module.css';

/** /panel/{providerId}/statPanel: the branch's orders, revenue, best sellers and busiest hours, with charts. */
export default function StatPanelPage() {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  const { data } = useProviderQuery(providerId ?? '', { skip: !providerId });
  const name = data?.provider.name;
  return (
    <PanelGuard
      providerId={providerId}
      flag="stats"
      nav={BranchNav}
      waiting={!providerId}
      title={name ? `آمار شعبه · ${name}` : 'آمار شعبه'}
    >
      {() => (
        <div className={styles.page}>
          <h1 className={styles.heading}>آمار شعبه {name && <span className={styles.sub}>{name}</span>}</h1>
          <BranchStats providerId={providerId!} />
        </div>
      )}
    </PanelGuard>
  );
}
