export { resolveGiftTarget, type GiftTarget } from './resolve-gift-target';
export { notifyGift, giftSmsText, safeSenderName } from './notify-gift';
