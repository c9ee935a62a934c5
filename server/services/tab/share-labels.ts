import { toPersianDigits } from '@/lib/digits';

/** The ledger key of a share's payment from a wallet: one per share, so a share is paid from a wallet once. */
export const sharePayKey = (shareId: string) => `tab-share:${shareId}:pay`;

/** A share's payment description, as the wallet history shows it. */
export const shareText = (tableNumber: number | string) => `صورت‌حساب میز ${toPersianDigits(tableNumber)}`;
