export { promoteMembership, completedOrders } from './promote-membership';
export { listMemberships, membershipOrdersStatus } from './membership-status';
