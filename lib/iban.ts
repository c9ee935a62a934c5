import { toLatinDigits } from './digits';

/**
 * Iranian IBAN (sheba): "IR" and 24 digits, verified by the ISO 13616 / ISO 7064 mod-97 checksum.
 * Spaces, dashes and Persian or Arabic-Indic digits are accepted and dropped; a bare 24-digit number
 * is taken as following "IR". Returns the normalised IBAN or null.
 */
export function normalizeIban(raw: string): string | null {
  let s = toLatinDigits(raw)
    .replace(/[\s\-_]/g, '')
    .toUpperCase();
  if (/^[0-9]{24}$/.test(s)) s = `IR${s}`;
  if (!/^IR[0-9]{24}$/.test(s)) return null;
  return ibanChecksumOk(s) ? s : null;
}

/** The mod-97 check: the first four characters moved to the end, letters as 10..35, remainder 1. */
export function ibanChecksumOk(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const code = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of code) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** IR06 0170 0000 0012 3456 7890 01: groups of four for reading. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})/g, '$1 ').trim();
}
