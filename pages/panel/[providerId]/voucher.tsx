import Link from 'next/link';
import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import BranchNav from '@/components/panel/BranchNav';
import VoucherTable from '@/components/panel/voucher/VoucherTable';
import { useProviderQuery } from '@/store/api/menu';
import styles from '@/components/panel/shared/PanelForm.module.css';

/** /panel/{providerId}/voucher: the branch's discount codes. */
export default function PanelVouchersPage() {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  const { data } = useProviderQuery(providerId ?? '', { skip: !providerId });
  const name = data?.provider.name;
  return (
    <PanelGuard
      providerId={providerId}
      flag="vouchers"
      nav={BranchNav}
      waiting={!providerId}
      title={name ? `کدهای تخفیف · ${name}` : 'کدهای تخفیف'}
    >
      {() => (
        <div className={styles.page}>
          <div className={styles.top}>
            <h1 className={styles.heading}>کدهای تخفیف {name && <span className={styles.sub}>{name}</span>}</h1>
            <Link
              href={`/panel/${encodeURIComponent(providerId!)}/listVoucher`}
              className="btn btn-primary"
              data-testid="new-voucher"
            >
              + کد تخفیف جدید
            </Link>
          </div>
          <VoucherTable providerId={providerId!} />
        </div>
      )}
    </PanelGuard>
  );
}
