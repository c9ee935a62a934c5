import { useRouter } from 'next/router';
import { useAddProviderMutation } from '@/store/api/provider';
import ProviderForm from './ProviderForm';
import styles from './Provider.module.css';

/** The /panel/addProvider screen: a new branch (POST /v1/provider/add); then its info page, to add tables and payment methods. */
export default function AddProvider() {
  const router = useRouter();
  const [add] = useAddProviderMutation();
  return (
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
  );
}
