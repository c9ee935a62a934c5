/** Showing stored E.164 phones (no libphonenumber here: lib/phone.ts parses typed numbers). */

/** +989121234567 → 09121234567, as the spec shows +98 numbers with a leading 0. */
export function toLocalIranian(e164: string): string {
  return e164.startsWith('+98') ? `0${e164.slice(3)}` : e164;
}

/** Hides the middle of a phone for lists shown to staff: 0912***4567. */
export function maskPhone(e164: string): string {
  const local = toLocalIranian(e164);
  return local.length > 7 ? `${local.slice(0, 4)}***${local.slice(-4)}` : local;
}
