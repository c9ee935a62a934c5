import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import ProviderForm from '@/components/panel/provider/ProviderForm';
import { useAddProviderMutation } from '@/store/api/provider';
import styles from '@/components/panel/provider/Provider.module.css';

/** /panel/addProvider: a new branch (POST /v1/provider/add); then its info page, to add tables and payment methods. */
export default function PanelAddProviderPage() {
  const router = useRouter();
  const [add] = useAddProviderMutation();
  return (
    <PanelGuard flag="providers" nav={OfficeNav} title="افزودن شعبه">
      {() => (
        <div className={styles.page}>
          <h1 className={styles.title}>افزودن شعبه</h1>
          <ProviderForm
            mode="add"
            submitText="ثبت شعبه"
            onSubmit={async (v) => {
              const r = await add(v).unwrap();
              await router.push(`/panel/${encodeURIComponent(r.provider._id)}/info`);
            }}
          />
        </div>
      )}
    </PanelGuard>
  );
}
