import BranchPanelPage from '@/components/panel/BranchPanelPage';
import { useRouter } from 'next/router';
import IngredientsAdmin from '@/components/panel/menu/IngredientsAdmin';
import styles from '@/components/panel/menu/Menu.module.css';

/** /panel/{providerId}/ingredients: the branch's ingredients and their stock. */
export default function PanelIngredientsPage() {
  const router = useRouter();
  return (
    <BranchPanelPage flag="menu" title="مواد اولیه" frame="head" styles={styles} waiting={!router.isReady}>
      {({ providerId }) => <IngredientsAdmin providerId={providerId} lowOnly={router.query.low === '1'} />}
    </BranchPanelPage>
  );
}
