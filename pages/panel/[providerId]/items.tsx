import { useRouter } from 'next/router';
import BranchNav from '@/components/panel/BranchNav';
import PanelGuard from '@/components/panel/PanelGuard';
import ItemsAdmin from '@/components/panel/menu/ItemsAdmin';
import LowStockNotice from '@/components/panel/menu/LowStockNotice';
import { can } from '@/lib/permissions';
import { useProviderQuery } from '@/store/api/menu';
import styles from '@/components/panel/menu/Menu.module.css';

/** /panel/{providerId}/items: the branch's menu items (baristas: availability only). */
export default function PanelItemsPage() {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  const { data } = useProviderQuery(providerId ?? '', { skip: !providerId });
  const name = data?.provider.name;
  return (
    <PanelGuard
      providerId={providerId}
      flag="itemStatus"
      nav={BranchNav}
      waiting={!providerId}
      title={name ? `آیتم‌های منو · ${name}` : 'آیتم‌های منو'}
    >
      {(user) => {
        const canEdit = can(user, 'menu', providerId);
        return (
          <div className={styles.page}>
            <div className={styles.head}>
              <h1 className={styles.title}>آیتم‌های منو {name && <span className={styles.sub}>{name}</span>}</h1>
            </div>
            {canEdit && <LowStockNotice providerId={providerId!} />}
            <ItemsAdmin providerId={providerId!} canEdit={canEdit} />
          </div>
        );
      }}
    </PanelGuard>
  );
}
