import { useRouter } from 'next/router';
import BranchPanelPage from '@/components/panel/BranchPanelPage';
import { useBranchId } from '@/lib/client/useBranchId';
import OrderDetail from '@/components/panel/order/OrderDetail';
import { toPersianDigits } from '@/lib/digits';
import { useAppSelector } from '@/store';
import { useOrderQuery } from '@/store/api/order';
import { selectIsLoggedIn } from '@/store/slices/authSlice';

/** /panel/{providerId}/orders/{itemId}: one order in detail, with the same status actions as the board. */
export default function PanelOrderPage() {
  const router = useRouter();
  const providerId = useBranchId();
  const orderId = typeof router.query.itemId === 'string' ? router.query.itemId : undefined;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data } = useOrderQuery(orderId ?? '', { skip: !orderId || !loggedIn });
  const number = data?.order.providerId === providerId ? data?.order.number : undefined;

  return (
    <BranchPanelPage
      title={number ? `سفارش #${toPersianDigits(number)}` : 'سفارش'}
      frame="none"
      named={false}
      nav={false}
      waiting={!orderId}
    >
      {({ providerId }) => <OrderDetail key={orderId} providerId={providerId} orderId={orderId!} />}
    </BranchPanelPage>
  );
}
