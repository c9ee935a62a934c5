import MyAddresses from '@/components/profile/address/MyAddresses';

/** /profile/addresses: saved delivery addresses. */
export default MyAddresses;
