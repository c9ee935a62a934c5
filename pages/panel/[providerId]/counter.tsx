import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import BranchNav from '@/components/panel/BranchNav';
import CounterOrder from '@/components/panel/counter/CounterOrder';
import { useProviderQuery } from '@/store/api/menu';
import styles from '@/components/panel/staff/Staff.module.css';

/** /panel/{providerId}/counter: staff ring up a walk-in customer's order, paid on site. */
export default function BranchCounterPage() {
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
      title={name ? `ثبت سفارش حضوری · ${name}` : 'ثبت سفارش حضوری'}
    >
      {() => (
        <div className={styles.page}>
          <h1 className={styles.heading}>ثبت سفارش حضوری {name && <span className={styles.sub}>{name}</span>}</h1>
          <CounterOrder providerId={providerId!} />
        </div>
      )}
    </PanelGuard>
  );
}
