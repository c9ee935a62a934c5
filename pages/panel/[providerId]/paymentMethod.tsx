import BranchPanelPage from '@/components/panel/BranchPanelPage';
import PaymentMethodsAdmin from '@/components/panel/provider/PaymentMethodsAdmin';

/** /panel/{providerId}/paymentMethod: the branch's on-site payment methods. */
export default function PanelPaymentMethodPage() {
  return (
    <BranchPanelPage flag="paymentMethods" title="روش‌های پرداخت" frame="none" named={false}>
      {({ providerId }) => <PaymentMethodsAdmin providerId={providerId} />}
    </BranchPanelPage>
  );
}
