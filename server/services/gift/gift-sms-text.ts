/** The longest sender name an SMS carries; longer or unusual names read «یک دوست». */
export const GIFT_NAME_MAX = 20;
export const GIFT_UNKNOWN_SENDER = 'یک دوست';

/**
 * The sender's name as the SMS may carry it: letters and single spaces only (no digits, links or
 * punctuation), at most 20 characters; the full name, else the first name, else «یک دوست». A
 * profile name is typed by its owner, so it must not turn the gift SMS into their own message.
 */
export function safeSenderName({
  firstName,
  lastName,
}: {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
}): string {
  const clean = (s: string | null | undefined) => (s ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();
  const ok = (s: string) => s.length > 0 && s.length <= GIFT_NAME_MAX && /^[\p{L}\p{M}\u200c ]+$/u.test(s);
  const full = clean([firstName, lastName].filter(Boolean).join(' '));
  if (ok(full)) return full;
  const first = clean(firstName);
  return ok(first) ? first : GIFT_UNKNOWN_SENDER;
}

/** The SMS a gift's recipient gets: it names the sender, or «یک دوست» when the gift is anonymous. */
export function giftSmsText(opts: {
  productName: string;
  senderName: string | null;
  providerName: string;
  link: string;
}): string {
  const from = `${opts.senderName || GIFT_UNKNOWN_SENDER} یک سفارش هدیه`;
  return `${opts.productName}\n${from} در ${opts.providerName} برای شما ثبت کرد.\nمشاهده: ${opts.link}`;
}
