import { useRouter } from 'next/router';
import BranchNav from '@/components/panel/BranchNav';
import PanelGuard from '@/components/panel/PanelGuard';
import CategoryAdmin from '@/components/panel/menu/CategoryAdmin';
import { useProviderQuery } from '@/store/api/menu';
import styles from '@/components/panel/menu/Menu.module.css';

/** /panel/{providerId}/category: the branch's menu categories. */
export default function PanelCategoryPage() {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  const { data } = useProviderQuery(providerId ?? '', { skip: !providerId });
  const name = data?.provider.name;
  return (
    <PanelGuard
      providerId={providerId}
      flag="menu"
      nav={BranchNav}
      waiting={!providerId}
      title={name ? `دسته‌بندی‌ها · ${name}` : 'دسته‌بندی‌ها'}
    >
      {() => (
        <div className={styles.page}>
          <div className={styles.head}>
            <h1 className={styles.title}>دسته‌بندی‌ها {name && <span className={styles.sub}>{name}</span>}</h1>
          </div>
          <CategoryAdmin providerId={providerId!} />
        </div>
      )}
    </PanelGuard>
  );
}
