import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import OrderBoard from '@/components/panel/order/OrderBoard';
import { useProviderQuery } from '@/store/api/menu';

/** /panel/{providerId}/orders: the branch's live order board for its baristas and admins. */
export default function PanelOrdersPage() {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  const { data } = useProviderQuery(providerId ?? '', { skip: !providerId });
  const name = data?.provider.name;

  return (
    <PanelGuard providerId={providerId} waiting={!providerId} title={name ? `سفارش‌ها · ${name}` : 'سفارش‌ها'}>
      {() => <OrderBoard key={providerId} providerId={providerId!} providerName={name} />}
    </PanelGuard>
  );
}
