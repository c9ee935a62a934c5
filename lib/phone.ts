import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { toLatinDigits } from './digits';

// Showing a stored number needs no phone metadata: client code imports these from ./phone-display.
export { toLocalIranian, maskPhone } from './phone-display';

/**
 * Normalises a phone typed as 09…, 9…, +98…, 0098… or with Persian digits and spaces
 * into E.164 (+989121234567). Returns null when it is not a valid mobile number.
 */
export function toE164(raw: string): string | null {
  const cleaned = toLatinDigits(raw).replace(/[\s\-()]/g, '');
  if (!cleaned) return null;
  const withPlus = cleaned.startsWith('00') ? `+${cleaned.slice(2)}` : cleaned;
  const parsed = parsePhoneNumberFromString(withPlus, 'IR');
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}
