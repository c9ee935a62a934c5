import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { toLatinDigits } from './digits';

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

/** +989121234567 → 09121234567, as the spec shows +98 numbers with a leading 0. */
export function toLocalIranian(e164: string): string {
  return e164.startsWith('+98') ? `0${e164.slice(3)}` : e164;
}

/** Hides the middle of a phone for lists shown to staff: 0912***4567. */
export function maskPhone(e164: string): string {
  const local = toLocalIranian(e164);
  return local.length > 7 ? `${local.slice(0, 4)}***${local.slice(-4)}` : local;
}
