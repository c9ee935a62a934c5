import path from 'node:path';
import PDFDocument from 'pdfkit';
import bidiFactory from 'bidi-js';

/**
 * Persian PDFs (certificates, invoices) drawn on the server.
 *
 * Why pdfkit with bidi-js: pdfkit is the maintained Node PDF writer whose text goes through fontkit, which
 * shapes Arabic-script text with the font's own OpenType tables (joined initial/medial/final forms, lam-alef,
 * ZWNJ), so Vazirmatn's letters come out joined. What pdfkit lacks is the Unicode bidirectional algorithm
 * (foliojs/pdfkit#219): it lays words out left to right. bidi-js (a conformant UAX #9 implementation) gives
 * each character its level; this module cuts a line into runs of one level, puts the runs in visual order
 * and draws each run where it belongs, so Persian words read right to left and the numbers and Latin words
 * inside them read left to right. Headless Chromium would also do it but is a browser per request;
 * @react-pdf/renderer's bidi has open regressions for Arabic script (diegomura/react-pdf#2638).
 */

const FONT_DIR = path.join(process.cwd(), 'node_modules/vazirmatn/fonts/ttf');
export const PDF_FONTS = {
  regular: path.join(FONT_DIR, 'Vazirmatn-Regular.ttf'),
  bold: path.join(FONT_DIR, 'Vazirmatn-Bold.ttf'),
} as const;

type Bidi = ReturnType<typeof bidiFactory>;
let bidiInstance: Bidi | null = null;
const bidi = (): Bidi => (bidiInstance ??= bidiFactory());

/** Arabic-script code points (letters and the Persian and Arabic-Indic digits). */
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
/** Characters fontkit counts as no script (Common/Inherited): digits, spaces, punctuation, ZWNJ and marks. */
const NO_SCRIPT = /[\s\d\p{P}\p{S}\u200c\u200d\u064b-\u065f\u0670\u060c\u061b\u061f\u066a-\u066d\u06d4]/u;

/**
 * Whether fontkit will lay this string out right to left: it takes the script of the first character that
 * has one, and reverses the glyphs of a right-to-left script. Persian digits belong to the Arabic script.
 */
function fontkitReverses(s: string): boolean {
  for (const ch of s) {
    if (ARABIC_SCRIPT.test(ch) && !/[\u060c\u061b\u061f\u0640\u064b-\u065f\u0670]/.test(ch)) return true;
    if (!NO_SCRIPT.test(ch)) return false;
  }
  return false;
}

const reverse = (s: string) => Array.from(s).reverse().join('');

export interface Run {
  /** The characters in logical order. */
  text: string;
  /** The same with the bidi-mirrored characters of a right-to-left run swapped (brackets, guillemets). */
  mirrored: string;
  /** Odd: right to left. */
  level: number;
}

/**
 * A line cut into runs of one bidi level, in visual order (left to right on the page), for a right-to-left
 * paragraph. Exported for the unit test.
 */
export function visualRuns(line: string): Run[] {
  if (!line) return [];
  const { levels } = bidi().getEmbeddingLevels(line, 'rtl');
  // bidi-js takes the levels array here (its typings say the result object).
  const mirrored = bidi().getMirroredCharactersMap(line, levels as never);
  const chars = Array.from(line);
  // Array.from splits by code point; bidi-js levels are per UTF-16 unit: map each code point to its first unit.
  const runs: Run[] = [];
  let unit = 0;
  for (const ch of chars) {
    const level = levels[unit];
    const c = mirrored.get(unit) ?? ch;
    const last = runs[runs.length - 1];
    if (last && last.level === level) {
      last.text += ch;
      last.mirrored += c;
    } else runs.push({ text: ch, mirrored: c, level });
    unit += ch.length;
  }
  // UAX #9 L2: from the highest level down to the lowest odd one, reverse every sequence at that level or above.
  const max = Math.max(...runs.map((r) => r.level));
  const minOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let lvl = max; lvl >= minOdd; lvl--) {
    for (let i = 0; i < runs.length;) {
      if (runs[i].level < lvl) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && runs[j].level >= lvl) j++;
      const seq = runs.slice(i, j).reverse();
      runs.splice(i, j - i, ...seq);
      i = j;
    }
  }
  return runs;
}

/**
 * What to hand pdfkit so that the run reads as it should: fontkit reverses an Arabic-script string itself (but
 * does not mirror brackets and guillemets: that is done here for every right-to-left run); any other
 * right-to-left run is reversed here, and a left-to-right run that fontkit
 * would reverse (Persian digits alone) is handed over reversed so that its reversal restores it.
 */
function drawable(run: Run): string {
  const rtl = run.level % 2 === 1;
  const reverses = fontkitReverses(run.text);
  if (rtl) return reverses ? run.mirrored : reverse(run.mirrored);
  return reverses ? reverse(run.text) : run.text;
}

export interface LineStyle {
  size?: number;
  bold?: boolean;
  color?: string;
}

export interface LineBox extends LineStyle {
  /** Left edge and width of the box the line is aligned in; the line is not wrapped. */
  x: number;
  width: number;
  y: number;
  /** Default right, as Persian text. */
  align?: 'right' | 'center' | 'left';
}

export type PdfDoc = InstanceType<typeof PDFDocument>;

function applyStyle(doc: PdfDoc, style: LineStyle): void {
  doc.font(style.bold ? 'fa-bold' : 'fa').fontSize(style.size ?? 12);
  doc.fillColor(style.color ?? '#1f2328');
}

/** The width a line takes once drawn. */
export function lineWidth(doc: PdfDoc, text: string, style: LineStyle = {}): number {
  applyStyle(doc, style);
  return visualRuns(text).reduce((w, r) => w + doc.widthOfString(drawable(r), { features: [] }), 0);
}

/** Draws one line of mixed Persian and Latin text, shaped and in bidi order, aligned in its box. */
export function drawLine(doc: PdfDoc, text: string, box: LineBox): void {
  const runs = visualRuns(text);
  applyStyle(doc, box);
  const parts = runs.map((r) => ({ s: drawable(r), w: doc.widthOfString(drawable(r), { features: [] }) }));
  const total = parts.reduce((w, p) => w + p.w, 0);
  const align = box.align ?? 'right';
  let x = align === 'left' ? box.x : align === 'center' ? box.x + (box.width - total) / 2 : box.x + box.width - total;
  for (const p of parts) {
    // `features` (even empty) makes pdfkit lay the run out whole: without it pdfkit cuts the text at spaces
    // for its cache and lays each word out on its own, so fontkit's right-to-left reversal stops at each word.
    doc.text(p.s, x, box.y, { lineBreak: false, features: [] });
    x += p.w;
  }
}

/**
 * Draws a paragraph wrapped at word boundaries to the box's width, each line right-aligned (or as asked).
 * Returns the y below the last line.
 */
export function drawParagraph(doc: PdfDoc, text: string, box: LineBox & { lineGap?: number }): number {
  const lines: string[] = [];
  for (const para of text.split(/\n/)) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && lineWidth(doc, next, box) > box.width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  applyStyle(doc, box);
  const step = doc.currentLineHeight(true) + (box.lineGap ?? 2);
  let y = box.y;
  for (const line of lines) {
    drawLine(doc, line, { ...box, y });
    y += step;
  }
  return y;
}

/** A new document with Vazirmatn registered as `fa` and `fa-bold`. */
export function newPersianPdf(opts: {
  size: 'A4' | 'A5' | [number, number];
  layout?: 'portrait' | 'landscape';
  margin?: number;
  title: string;
}): PdfDoc {
  const doc = new PDFDocument({
    size: opts.size,
    layout: opts.layout ?? 'portrait',
    margin: opts.margin ?? 36,
    info: { Title: opts.title, Creator: 'hamkar' },
    lang: 'fa-IR',
  });
  doc.registerFont('fa', PDF_FONTS.regular);
  doc.registerFont('fa-bold', PDF_FONTS.bold);
  doc.font('fa');
  return doc;
}

/** Ends the document and collects its bytes. */
export function pdfBuffer(doc: PdfDoc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Draws a QR code of `text` (for example a verification address) as a square image. */
export async function drawQr(doc: PdfDoc, text: string, box: { x: number; y: number; size: number }): Promise<void> {
  const { default: QRCode } = await import('qrcode');
  const png = await QRCode.toBuffer(text, { type: 'png', margin: 1, width: Math.round(box.size * 4) });
  doc.image(png, box.x, box.y, { width: box.size, height: box.size });
}
