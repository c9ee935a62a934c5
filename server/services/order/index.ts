export { priceCart } from './price';
export { submitOrder } from './submit';
export { getOrder, myOrders, providerOrders, maySeeOrder } from './read';
export { changeOrderStatus } from './change-status';
export { orderViewById } from './order-view';
