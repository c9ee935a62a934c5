import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be misread for each other when typed from paper (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random code of `length` characters (tickets' check-in codes, certificates' verification codes). */
export function randomCode(length = 10): string {
  let s = '';
  for (let i = 0; i < length; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

/** How a certificate or ticket code is typed: Latin capitals, no spaces or dashes. */
export function normalizeCode(raw: string): string {
  return raw
    .trim()
    .toUpperCase()
    .replace(/[\s\u200c-]/g, '');
}
