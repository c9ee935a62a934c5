/** Client-visible product settings. */
export const PRODUCT_NAME = process.env.NEXT_PUBLIC_PRODUCT_NAME || 'همکار';
/** The product's Latin name in paths: the chain's life feed is managed at /panel/{slug}Life. */
export const PRODUCT_SLUG = process.env.NEXT_PUBLIC_PRODUCT_SLUG || 'hamkar';
export const LIFE_PANEL_PATH = `/panel/${PRODUCT_SLUG}Life`;
/** The Persian word for adventure: the header's fallback title and the page title's second part. */
export const ADVENTURE_WORD = 'ماجراجویی';
export const SITE_TITLE = `${PRODUCT_NAME} | ${ADVENTURE_WORD}`;
export const SITE_DESCRIPTION =
  'کافه و فضای کار اشتراکی همکار در تهران: منوی شعبه‌ها، سفارش سر میز یا بیرون‌بر، رزرو میز کار و اتاق جلسه.';
export const PROVIDER_COOKIE = 'providerId';
export const REFERRAL_COOKIE = 'referralCode';
/** The spec's mobile breakpoint. */
export const MOBILE_BREAKPOINT = 1199;

/** URL of a menu item's cover image. */
export function itemPhotoUrl(cover: string | null): string | null {
  return cover ? `${process.env.NEXT_PUBLIC_API_BASE || '/api'}/v1/getphoto/item/${cover}` : null;
}

/** The 1x/2x set of a cover uploaded in the panel (its 2x file is named with 02 for 01); undefined for others. */
export function itemPhotoSrcSet(cover: string | null): string | undefined {
  if (!cover || !/^[a-f0-9]{22}01\.webp$/.test(cover)) return undefined;
  return `${itemPhotoUrl(cover)} 1x, ${itemPhotoUrl(cover.replace(/01\.webp$/, '02.webp'))} 2x`;
}

/** URL of a photo of the chain's life feed (kept here, not in the contracts, so the home page loads no zod). */
export function lifeImageUrl(name: string): string {
  return `${process.env.NEXT_PUBLIC_API_BASE || '/api'}/v1/life/image/${encodeURIComponent(name)}`;
}
/** Set by /qr/{tableId} for the menu it redirects to: the table just scanned, read once by the menu (D07). */
export const TABLE_COOKIE = 'hamkarTable';
