import MyVouchers from '@/components/voucher/MyVouchers';

/** /profile/voucher: my discount codes. */
export default MyVouchers;
