export { priceCart } from './price';
export { submitOrder } from './submit';
export { getOrder, myOrders, providerOrders, maySeeOrder } from './read';
export { changeOrderStatus } from './change-status';
export { orderViewById } from './order-view';
export { expireOrder, expireDueOrders, sweepExpiredOrders } from './expire-orders';
export { planCheckout } from './plan-checkout';
export { calculateCart } from './calculate-cart';
