import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 16: no Latin placeholders ('username', 'your-profile-id'). A Latin placeholder is allowed only
// as a format example in a left-to-right field, listed here with the reason.
const FORMAT_EXAMPLES = new Set([
  'IR00 0000 0000 0000 0000 0000 00', // an IBAN
  'https://…/video.mp4', // a video file address
  'WELCOME10', // a voucher code (Latin letters and digits only)
  'autumn', // a short link's code (Latin letters, digits, - and _)
]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const root = join(import.meta.dirname, '..', '..');
const PERSIAN = /[\u0600-\u06FF]/;
const LATIN = /[A-Za-z]/;

/** Latin placeholder texts in source: placeholder="…", placeholder={'…'}, hint props and keys, and maps of hints (SOCIAL_HINTS = {…}). */
function latinPlaceholders(text: string): string[] {
  const values: string[] = [];
  for (const m of text.matchAll(/(?:placeholder|Placeholder|hint)\s*(?:=|:)\s*\{?\s*(["'`])([^"'`]*)\1/g))
    values.push(m[2]);
  for (const m of text.matchAll(/\b\w*(?:HINTS|PLACEHOLDERS)\b[^=\n]*=\s*\{([^}]*)\}/g))
    for (const v of m[1].matchAll(/:\s*(["'`])([^"'`]*)\1/g)) values.push(v[2]);
  return values.filter((v) => LATIN.test(v) && !PERSIAN.test(v) && !FORMAT_EXAMPLES.has(v));
}

describe('placeholders', () => {
  it('are Persian in every component and page, except the listed format examples', () => {
    const offenders = [...files(join(root, 'components')), ...files(join(root, 'pages'))].flatMap((file) =>
      latinPlaceholders(readFileSync(file, 'utf8')).map((v) => `${relative(root, file)}: ${v}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the scan catches the old Latin hints (so the check above can fail)', () => {
    expect(
      latinPlaceholders(
        "const SOCIAL_HINTS: Record<SocialKey, string> = { instagram: 'username', linkedin: 'your-profile-id', website: 'https://…' };",
      ),
    ).toEqual(['username', 'your-profile-id', 'https://…']);
    expect(
      latinPlaceholders(
        '<input placeholder="username" /> <input placeholder="نام کاربری" /> <input placeholder="WELCOME10" />',
      ),
    ).toEqual(['username']);
    expect(latinPlaceholders("<Field hint={'your-profile-id'} />")).toEqual(['your-profile-id']);
  });
});
