import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import OrderDetail from '@/components/panel/order/OrderDetail';
import { toPersianDigits } from '@/lib/digits';
import { useAppSelector } from '@/store';
import { useOrderQuery } from '@/store/api/order';
import { selectIsLoggedIn } from '@/store/slices/authSlice';

/** /panel/{providerId}/orders/{itemId}: one order in detail, with the same status actions as the board. */
export default function PanelOrderPage() {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  const orderId = typeof router.query.itemId === 'string' ? router.query.itemId : undefined;
  const ready = Boolean(providerId && orderId);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data } = useOrderQuery(orderId ?? '', { skip: !orderId || !loggedIn });
  const number = data?.order.providerId === providerId ? data?.order.number : undefined;

  return (
    <PanelGuard providerId={providerId} waiting={!ready} title={number ? `سفارش #${toPersianDigits(number)}` : 'سفارش'}>
      {() => <OrderDetail key={orderId} providerId={providerId!} orderId={orderId!} />}
    </PanelGuard>
  );
}
