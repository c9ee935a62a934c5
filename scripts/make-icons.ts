/**
 * The installable app's icons (public/manifest.webmanifest, _document's apple-touch-icon), drawn from the
 * logo (public/favicon.svg) with sharp: `npx tsx scripts/make-icons.ts`. The PNGs are committed; run this
 * again only when the logo changes.
 *  - icon-192.png, icon-512.png: the logo as it is (rounded brown square, white cup);
 *  - maskable-512.png: the cup on a full-bleed brown square, inside the 80 % safe zone Android masks to;
 *  - apple-touch-icon.png (180 px): full-bleed too, since iOS rounds the corners itself.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.join(__dirname, '..');
const logo = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8').trim();
const BROWN = '#6b3f22';

/** The logo's drawing without its rounded background, scaled into a square of `inner` px centred on `size`. */
function fullBleed(size: number, inner: number): Buffer {
  const cup = logo.replace(/<rect[^>]*\/>/, '').replace(/^<svg[^>]*>|<\/svg>$/g, '');
  const off = (size - inner) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
      `<rect width="${size}" height="${size}" fill="${BROWN}"/>` +
      `<g transform="translate(${off} ${off}) scale(${inner / 64})">${cup}</g></svg>`,
  );
}

async function main() {
  const out = (name: string) => path.join(root, 'public/icons', name);
  for (const size of [192, 512]) {
    await sharp(Buffer.from(logo), { density: (72 * size) / 64 })
      .resize(size, size)
      .png()
      .toFile(out(`icon-${size}.png`));
  }
  // The safe zone is a circle of 80 % of the side; the 64-unit logo's cup fits well inside 60 %.
  await sharp(fullBleed(512, 512 * 0.75))
    .png()
    .toFile(out('maskable-512.png'));
  await sharp(fullBleed(180, 180 * 0.9))
    .png()
    .toFile(out('apple-touch-icon.png'));
}

void main();
