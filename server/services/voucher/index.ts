export { loadVoucher, type LoadedVoucher } from './load-voucher';
export { evaluateVoucher, discountOf } from './evaluate-voucher';
export { takeVoucher, recordVoucherUse, releaseVoucherUse } from './take-voucher';
export { createVoucher, editVoucher, changeVoucherActivation } from './save-voucher';
export { providerVouchers, myVouchers, voucherUsers, getVoucher } from './list-vouchers';
export { checkVoucherCode } from './check-voucher';
export { addVoucherTarget, changeVoucherTargetActive } from './menu-voucher';
export { toVoucherViews } from './voucher-view';
