import PaymentResult from '@/components/payment/PaymentResult';
import { resultPageProps } from '@/server/http/payment-result-page';

/** /tab/payment/{paymentId}: the bank's return address for a table tab's share; verified on the server before it renders. */
export const getServerSideProps = resultPageProps({ purpose: 'tab' });

export default PaymentResult;
