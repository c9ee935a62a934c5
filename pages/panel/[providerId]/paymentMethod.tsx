import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import BranchNav from '@/components/panel/BranchNav';
import PaymentMethodsAdmin from '@/components/panel/provider/PaymentMethodsAdmin';

/** /panel/{providerId}/paymentMethod: the branch's on-site payment methods. */
export default function PanelPaymentMethodPage() {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  return (
    <PanelGuard
      providerId={providerId}
      flag="paymentMethods"
      waiting={!providerId}
      nav={BranchNav}
      title="روش‌های پرداخت"
    >
      {() => <PaymentMethodsAdmin providerId={providerId!} />}
    </PanelGuard>
  );
}
