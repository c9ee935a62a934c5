import { useRouter } from 'next/router';
import { useEffect } from 'react';
import BranchPanelPage from '@/components/panel/BranchPanelPage';
import { PanelNotice } from '@/components/panel/PanelGuard';
import Receipt from '@/components/panel/order/Receipt';
import styles from '@/components/panel/order/PrintPage.module.css';
import Spinner from '@/components/ui/Spinner';
import { describeError } from '@/api-client';
import { toPersianDigits } from '@/lib/digits';
import { CORE_ERRORS } from '@/lib/messages/core';
import { useAppSelector } from '@/store';
import { useOrderQuery, usePaymentMethodsQuery } from '@/store/api/order';
import { selectIsLoggedIn } from '@/store/slices/authSlice';

function Invoice({ providerId, orderId }: { providerId: string; orderId: string }) {
  const { data, error, isLoading } = useOrderQuery(orderId);
  const order = data?.order;
  const { data: methods } = usePaymentMethodsQuery(providerId, { skip: !order?.paymentMethodId });
  const methodTitle = order?.paymentMethodId
    ? methods?.paymentMethods.find((m) => m._id === order.paymentMethodId)?.title
    : null;
  // Opened by the board's automatic printing (?auto=1): print once the receipt is on the page.
  const auto = useRouter().query.auto === '1';
  const loaded = Boolean(order && order.providerId === providerId);
  useEffect(() => {
    if (!auto || !loaded) return;
    const t = setTimeout(() => window.print(), 300);
    return () => clearTimeout(t);
  }, [auto, loaded]);

  if (isLoading) return <Spinner label="در حال دریافت سفارش" />;
  if (!order || order.providerId !== providerId) {
    const info = error ? describeError(error) : null;
    const text =
      info?.status === 403
        ? CORE_ERRORS.FORBIDDEN.fa
        : !info || info.status === 404
          ? CORE_ERRORS.ORDER_NOT_FOUND.fa
          : info.message;
    return <PanelNotice tone="error">{text}</PanelNotice>;
  }
  return (
    <>
      <div className={styles.tools}>
        <button type="button" className="btn btn-primary" onClick={() => window.print()} data-testid="print-button">
          چاپ
        </button>
      </div>
      <Receipt order={order} paymentMethodTitle={methodTitle} />
    </>
  );
}

/** /panel/{providerId}/printInvoice?orderId=…: a till receipt, without the site header, ready to print. */
export default function PrintInvoicePage() {
  const router = useRouter();
  const orderId = typeof router.query.orderId === 'string' ? router.query.orderId : undefined;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data } = useOrderQuery(orderId ?? '', { skip: !orderId || !loggedIn });
  const number = data?.order.number;

  return (
    <main className={styles.screen}>
      <BranchPanelPage
        title={number ? `فاکتور سفارش #${toPersianDigits(number)}` : 'فاکتور سفارش'}
        frame="none"
        named={false}
        nav={false}
        contained={false}
        waiting={!router.isReady}
      >
        {({ providerId }) =>
          orderId ? (
            <Invoice providerId={providerId} orderId={orderId} />
          ) : (
            <PanelNotice tone="error">{CORE_ERRORS.ORDER_NOT_FOUND.fa}</PanelNotice>
          )
        }
      </BranchPanelPage>
    </main>
  );
}

PrintInvoicePage.bare = true;
