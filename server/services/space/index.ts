export { poolAvailability, resourceAvailability } from './availability';
export { submitSpaceOrder, adminSubmitSpaceOrder } from './book';
export { cancelSpaceOrder } from './cancel';
export { joinWaitlist, notifyWaitlist } from './waitlist';
export { providerReservations, myReservations, reservationOfOrder } from './list';
export {
  spaceMenu,
  spaceItem,
  addSpaceCategory,
  editSpaceCategory,
  removeSpaceCategory,
  addSpaceItem,
  editSpaceItem,
  removeSpaceItem,
  uploadSpaceItemImage,
  removeSpaceItemImage,
  addCapacityOverride,
  listCapacityOverrides,
} from './manage';
export { checkInReservation, isSpaceBooking } from './checkin';
