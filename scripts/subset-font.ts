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
  ...span(0x20, 0x2f),
  ...span(0x3a, 0x40),
  ...span(0x5b, 0x60),
  ...span(0x7b, 0x7e),
  0xa0,
  0xab,
  0xb7,
  0xbb,
  0xd7,
  0x60c,
  0x61b,
  0x61f,
  ...span(0x621, 0x63a),
  ...span(0x640, 0x655),
  ...span(0x660, 0x66c),
  0x670,
  0x67e,
  0x686,
  0x698,
  0x6a9,
  0x6af,
  0x6c0,
  0x6cc,
  ...span(0x6f0, 0x6f9),
  ...span(0x200c, 0x200f),
  ...span(0x2010, 0x2027),
  0x2039,
  0x203a,
];

const hex = (n: number) => n.toString(16).toUpperCase();

/** Runs of code points as a CSS unicode-range value ("U+20-2F, U+3A-40, U+6CC, ..."). */
const format = (runs: [number, number][]) =>
  runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');

/** The code points, deduplicated and sorted, as runs of consecutive values. */
function runsOf(points: number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const p of [...new Set(points)].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && p === last[1] + 1) last[1] = p;
    else runs.push([p, p]);
  }
  return runs;
}

/** The code points as a CSS unicode-range value. */
export function toUnicodeRange(points: number[]): string {
  return format(runsOf(points));
}

/** C0 and C1 control characters: never drawn, so neither font claims them (a line break in
 * pre-line text would otherwise fetch the full font). */
const CONTROLS = [...span(0x0, 0x1f), ...span(0x7f, 0x9f)];

/** Every code point up to U+10FFFF that is neither in the Persian cut nor a control character. */
export function complementRange(points: number[]): string {
  const gaps: [number, number][] = [];
  let from = 0;
  for (const [a, b] of runsOf([...points, ...CONTROLS])) {
    if (a > from) gaps.push([from, a - 1]);
    from = b + 1;
  }
  if (from <= 0x10ffff) gaps.push([from, 0x10ffff]);
  return format(gaps);
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
