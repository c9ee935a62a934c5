import Link from 'next/link';
import BranchPanelPage from '@/components/panel/BranchPanelPage';
import VoucherTable from '@/components/panel/voucher/VoucherTable';

/** /panel/{providerId}/voucher: the branch's discount codes. */
export default function PanelVouchersPage() {
  return (
    <BranchPanelPage
      flag="vouchers"
      title="کدهای تخفیف"
      actions={({ providerId }) => (
        <Link
          href={`/panel/${encodeURIComponent(providerId)}/listVoucher`}
          className="btn btn-primary"
          data-testid="new-voucher"
        >
          + کد تخفیف جدید
        </Link>
      )}
    >
      {({ providerId }) => <VoucherTable providerId={providerId} />}
    </BranchPanelPage>
  );
}
