import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { drawLine, newPersianPdf, pdfBuffer, visualRuns } from '@/server/pdf/persian-pdf';

describe('Persian lines in PDFs', () => {
  it('puts a right-to-left line in visual order: Persian words right to left, Latin and numbers left to right', () => {
    const runs = visualRuns('کد تأیید: AB12-CD34');
    expect(runs.map((r) => [r.text, r.level % 2 ? 'rtl' : 'ltr'])).toEqual([
      ['AB12-CD34', 'ltr'],
      ['کد تأیید: ', 'rtl'],
    ]);
  });

  it('mirrors brackets and guillemets of right-to-left text, as browsers show them', () => {
    const [run] = visualRuns('الف «ب» (ج)');
    expect(run.mirrored).toBe('الف »ب« )ج(');
  });

  it('keeps Persian digits in their order inside Persian text', () => {
    const runs = visualRuns('ساعت ۱۶:۳۰ تا ۱۸:۰۰');
    // Visual order, left to right: the second time, «تا», the first time, «ساعت».
    expect(runs.map((r) => r.text.trim()).filter(Boolean)).toEqual(['۱۸:۰۰', 'تا', '۱۶:۳۰', 'ساعت']);
  });

  it('writes a PDF whose text reads back in logical order (pdftotext, when installed)', async () => {
    const doc = newPersianPdf({ size: 'A5', title: 'آزمون' });
    drawLine(doc, 'گواهی شرکت در کارگاه', { x: 36, y: 60, width: 300 });
    const pdf = await pdfBuffer(doc);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    let text: string;
    try {
      text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();
    } catch {
      return; // poppler-utils is not installed here (CI installs it): the visual-order tests above still ran.
    }
    expect(text.replace(/\s+/g, ' ')).toContain('گواهی شرکت در کارگاه');
  });
});
