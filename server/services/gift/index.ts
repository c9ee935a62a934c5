export { resolveGiftTarget, type GiftTarget } from './resolve-gift-target';
export { notifyGift, giftSmsText } from './notify-gift';
