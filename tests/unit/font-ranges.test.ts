import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPersianCut, complementRange, FA_CODEPOINTS, FA_FONT, toUnicodeRange } from '@/scripts/subset-font';

const appSource = readFileSync(path.join(import.meta.dirname, '../../pages/_app.tsx'), 'utf8');
const declared = [...appSource.matchAll(/prop: 'unicode-range',\s*value:\s*'([^']+)'/g)].map((m) => m[1]);

describe('web font split', () => {
  it('declares the Persian cut and the full font with complementary unicode ranges', () => {
    expect(declared).toEqual([toUnicodeRange(FA_CODEPOINTS), complementRange(FA_CODEPOINTS)]);
  });
  it('writes ranges that leave Persian text and spaces to the small file and Latin letters to the full one', () => {
    const fa = toUnicodeRange(FA_CODEPOINTS);
    expect(fa.startsWith('U+20-2F')).toBe(true);
    expect(complementRange([0x20, 0x21, 0x41])).toBe('U+22-40, U+42-7E, U+A0-10FFFF');
    expect(toUnicodeRange([0x6cc, 0x6a9, 0x6aa, 0x6ab])).toBe('U+6A9-6AB, U+6CC');
  });
  it('ships the cut the script builds from the installed vazirmatn package', async () => {
    const built = await buildPersianCut();
    expect(built.equals(readFileSync(FA_FONT))).toBe(true);
    expect(built.length).toBeLessThan(40_000);
  });
});
