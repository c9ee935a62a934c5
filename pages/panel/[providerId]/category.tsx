import BranchPanelPage from '@/components/panel/BranchPanelPage';
import CategoryAdmin from '@/components/panel/menu/CategoryAdmin';
import styles from '@/components/panel/menu/Menu.module.css';

/** /panel/{providerId}/category: the branch's menu categories. */
export default function PanelCategoryPage() {
  return (
    <BranchPanelPage flag="menu" title="دسته‌بندی‌ها" frame="head" styles={styles}>
      {({ providerId }) => <CategoryAdmin providerId={providerId} />}
    </BranchPanelPage>
  );
}
