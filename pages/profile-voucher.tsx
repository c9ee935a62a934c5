import MyVouchers from '@/components/voucher/MyVouchers';

/** /profile-voucher: the spec's other link to my discount codes (same screen as /profile/voucher). */
export default MyVouchers;
