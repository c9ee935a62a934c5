import PaymentResult from '@/components/payment/PaymentResult';
import { resultPageProps } from '@/server/http/payment-result-page';

/** /plan/payment/{paymentId}: the bank's return address for a member plan; verified with the bank on the server first. */
export const getServerSideProps = resultPageProps({ purpose: 'plan' });

export default PaymentResult;
