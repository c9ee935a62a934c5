import PaymentResult from '@/components/payment/PaymentResult';
import { resultPageProps } from '@/server/http/payment-result-page';

/** /wallet/payment/{paymentId}: the bank's return address; verified with the bank on the server before it renders. */
export const getServerSideProps = resultPageProps({ purpose: 'wallet' });

export default PaymentResult;
