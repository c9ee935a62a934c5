import BranchPanelPage from '@/components/panel/BranchPanelPage';
import ItemsAdmin from '@/components/panel/menu/ItemsAdmin';
import LowStockNotice from '@/components/panel/menu/LowStockNotice';
import { can } from '@/lib/permissions';
import styles from '@/components/panel/menu/Menu.module.css';

/** /panel/{providerId}/items: the branch's menu items (baristas: availability only). */
export default function PanelItemsPage() {
  return (
    <BranchPanelPage flag="itemStatus" title="آیتم‌های منو" frame="head" styles={styles}>
      {({ providerId, user }) => {
        const canEdit = can(user, 'menu', providerId);
        return (
          <>
            {canEdit && <LowStockNotice providerId={providerId} />}
            <ItemsAdmin providerId={providerId} canEdit={canEdit} />
          </>
        );
      }}
    </BranchPanelPage>
  );
}
