import BranchPanelPage from '@/components/panel/BranchPanelPage';
import { useRouter } from 'next/router';
import QueryState from '@/components/ui/QueryState';
import ItemOptionsEditor from '@/components/panel/item-options/ItemOptionsEditor';
import { useItemOptionsQuery } from '@/store/api/item-options';
import styles from '@/components/panel/shared/PanelForm.module.css';

function Editor({ itemId }: { itemId: string }) {
  const query = useItemOptionsQuery(itemId, { refetchOnMountOrArgChange: true });
  return (
    <QueryState query={query} errorTitle="دریافت گزینه‌های آیتم ممکن نشد">
      {(data) => (
        <>
          <h1 className={styles.heading}>گزینه‌های «{data.item.title}»</h1>
          <ItemOptionsEditor key={data.item._id} data={data} />
        </>
      )}
    </QueryState>
  );
}

/** /panel/{providerId}/itemOptions/{itemId}: an item's option groups (size, milk, sugar, extra shot) and their prices. */
export default function ItemOptionsPage() {
  const router = useRouter();
  const itemId = typeof router.query.itemId === 'string' ? router.query.itemId : undefined;
  return (
    <BranchPanelPage flag="menu" title="گزینه‌های آیتم" frame="none" waiting={!itemId}>
      {() => (
        <div className={`container ${styles.page}`}>
          <Editor itemId={itemId!} />
        </div>
      )}
    </BranchPanelPage>
  );
}
