import PaymentResult from '@/components/payment/PaymentResult';
import { resultPageProps } from '@/server/http/payment-result-page';

/** /events/payment/{paymentId}: the bank's return address for event tickets; verified with the bank before it renders. */
export const getServerSideProps = resultPageProps({ purpose: 'event' });

export default PaymentResult;
