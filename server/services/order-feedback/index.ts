export { cancelOwnOrder, CUSTOMER_CANCELABLE } from './cancel';
export { getRating, rateOrder, providerSurvey } from './rating';
export { notifyOrderStatus, orderSmsText } from './notify';
export { pushPublicKey, savePushSubscription, deletePushSubscription, pushToUser } from './push';
