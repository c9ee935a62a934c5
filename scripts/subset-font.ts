/**
 * Builds styles/fonts/Vazirmatn-fa-wght.woff2: the Persian cut of the Vazirmatn variable font
 * (every weight) that the app preloads, and prints the two unicode-range values pages/_app.tsx
 * declares: the Persian cut's, and the full font's (everything else, chiefly Latin letters), so a
 * page of Persian text downloads only the small file. Run `npx tsx scripts/subset-font.ts` after
 * upgrading the vazirmatn package, then paste the printed ranges into pages/_app.tsx
 * (tests/unit/font-ranges.test.ts fails until they match).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
export const FULL_FONT = path.join(root, 'node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2');
export const FA_FONT = path.join(root, 'styles/fonts/Vazirmatn-fa-wght.woff2');

const span = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/**
 * Persian letters, digits and punctuation, and the Basic Latin space and punctuation. Latin letters
 * and Latin digits (the app shows Persian digits) are left to the full font: the digits alone pull
 * about 7 KB of numeral features into the cut.
 */
export const FA_CODEPOINTS = [
  ...span(0x20, 0x2f), ...span(0x3a, 0x40), ...span(0x5b, 0x60), ...span(0x7b, 0x7e),
  0xa0, 0xab, 0xb7, 0xbb, 0xd7,
  0x60c, 0x61b, 0x61f, ...span(0x621, 0x63a), ...span(0x640, 0x655), ...span(0x660, 0x66c), 0x670,
  0x67e, 0x686, 0x698, 0x6a9, 0x6af, 0x6c0, 0x6cc, ...span(0x6f0, 0x6f9),
  ...span(0x200c, 0x200f), ...span(0x2010, 0x2027), 0x2039, 0x203a,
];

const hex = (n: number) => n.toString(16).toUpperCase();

/** Sorted code points as a CSS unicode-range value ("U+20-40, U+5B-60, ..."). */
export function toUnicodeRange(points: number[]): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** C0 and C1 control characters: never drawn, so neither font claims them (a line break in
 * pre-line text would otherwise fetch the full font). */
const CONTROLS = [...span(0x0, 0x1f), ...span(0x7f, 0x9f)];

/** Every code point up to U+10FFFF that is neither in the Persian cut nor a control character. */
export function complementRange(points: number[]): string {
  const set = [...new Set([...points, ...CONTROLS])].sort((a, b) => a - b);
  const parts: string[] = [];
  let from = 0;
  for (const p of set) {
    if (p > from) parts.push(p - 1 === from ? `U+${hex(from)}` : `U+${hex(from)}-${hex(p - 1)}`);
    from = p + 1;
  }
  parts.push(`U+${hex(from)}-10FFFF`);
  return parts.join(', ');
}

/** The Persian cut, made from the package's full variable font. */
export async function buildPersianCut(): Promise<Buffer> {
  const { default: subsetFont } = await import('subset-font');
  return subsetFont(readFileSync(FULL_FONT), String.fromCodePoint(...FA_CODEPOINTS), { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  void (async () => {
    const out = await buildPersianCut();
    writeFileSync(FA_FONT, out);
    console.log(`${path.relative(root, FA_FONT)}: ${out.length} bytes`);
    console.log(`Persian cut unicode-range:\n${toUnicodeRange(FA_CODEPOINTS)}`);
    console.log(`Full font unicode-range:\n${complementRange(FA_CODEPOINTS)}`);
  })();
}
