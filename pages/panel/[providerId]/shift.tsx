import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import BranchNav from '@/components/panel/BranchNav';
import ShiftPanel from '@/components/panel/shift/ShiftPanel';
import { useProviderQuery } from '@/store/api/menu';
import styles from '@/components/panel/staff/Staff.module.css';

/** /panel/{providerId}/shift: open and close the branch's shift, its report and past shifts. */
export default function BranchShiftPage() {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  const { data } = useProviderQuery(providerId ?? '', { skip: !providerId });
  const name = data?.provider.name;
  return (
    <PanelGuard
      providerId={providerId}
      flag="shifts"
      nav={BranchNav}
      waiting={!providerId}
      title={name ? `شیفت · ${name}` : 'شیفت'}
    >
      {() => (
        <div className={styles.page}>
          <h1 className={styles.heading}>شیفت {name && <span className={styles.sub}>{name}</span>}</h1>
          <ShiftPanel providerId={providerId!} />
        </div>
      )}
    </PanelGuard>
  );
}
