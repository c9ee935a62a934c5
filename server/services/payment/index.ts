export { createPayment } from './create-payment';
export { startPayment } from './start-payment';
export { verifyPayment } from './verify-payment';
export { settlePayment } from './settle-payment';
export { retryOrderPayment } from './retry-payment';
export { paymentView } from './payment-view';
export { paymentQuote } from './payment-quote';
export { resultPath } from './paths';
export { paymentResultProps, resultPageProps, type PaymentResultProps } from './result-page';
