import { useRouter } from 'next/router';
import BranchNav from '@/components/panel/BranchNav';
import PanelGuard from '@/components/panel/PanelGuard';
import IngredientsAdmin from '@/components/panel/menu/IngredientsAdmin';
import { useProviderQuery } from '@/store/api/menu';
import styles from '@/components/panel/menu/Menu.module.css';

/** /panel/{providerId}/ingredients: the branch's ingredients and their stock. */
export default function PanelIngredientsPage() {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  const { data } = useProviderQuery(providerId ?? '', { skip: !providerId });
  const name = data?.provider.name;
  return (
    <PanelGuard
      providerId={providerId}
      flag="menu"
      nav={BranchNav}
      waiting={!router.isReady || !providerId}
      title={name ? `مواد اولیه · ${name}` : 'مواد اولیه'}
    >
      {() => (
        <div className={styles.page}>
          <div className={styles.head}>
            <h1 className={styles.title}>مواد اولیه {name && <span className={styles.sub}>{name}</span>}</h1>
          </div>
          <IngredientsAdmin providerId={providerId!} lowOnly={router.query.low === '1'} />
        </div>
      )}
    </PanelGuard>
  );
}
