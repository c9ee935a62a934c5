import QueryState from '@/components/ui/QueryState';
import { usePanelProvidersQuery, useEditProviderMutation } from '@/store/api/provider';
import ProviderForm from './ProviderForm';
import styles from './Provider.module.css';

/** The /info screen: the branch's details form, read from the panel's branch list (switched-off branches too). */
export default function ProviderInfo({ providerId }: { providerId: string }) {
  const query = usePanelProvidersQuery();
  const [edit] = useEditProviderMutation();
  const provider = query.data?.providers.find((p) => p._id === providerId);
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>اطلاعات شعبه</h1>
        {provider && !provider.active && (
          <span className={styles.off}>این شعبه غیرفعال است و به مشتریان نمایش داده نمی‌شود.</span>
        )}
      </div>
      <QueryState query={query} isEmpty={() => !provider}>
        {() => (
          <ProviderForm
            key={provider!._id}
            initial={provider!}
            mode="edit"
            submitText="ذخیره تغییرات"
            onSubmit={(v) => edit({ ...v, providerId }).unwrap()}
          />
        )}
      </QueryState>
    </div>
  );
}
