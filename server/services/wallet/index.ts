export { moveWallet, type WalletMove } from './move-wallet';
export { adminMoveWallet } from './admin-wallet';
export { listTransactions, walletBalance } from './list-transactions';
export { chargeWallet } from './charge-wallet';
