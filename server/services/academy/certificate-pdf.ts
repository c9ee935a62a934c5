import sharp from 'sharp';
import { jalaliDate, jalaliFileDate, tehranTime } from '@/lib/jalali';
import { drawLine, drawParagraph, drawQr, newPersianPdf, pdfBuffer, type PdfDoc } from '../../pdf/persian-pdf';
import { readStoredFile } from '../files/stored-file';
import { log } from '../../log';
import { getSignatures } from './certificate-signatures';
import { getCertificate } from './certificates';

/**
 * A signature image as PNG for pdfkit (which reads PNG and JPEG only; uploads are stored as WebP). Images
 * come from the event image upload (kept with the public photos, /v1/getphoto/blog/{name}).
 */
async function signaturePng(url: string | null): Promise<Buffer | null> {
  const name = url?.split('/').pop();
  if (!name) return null;
  try {
    const file = await readStoredFile({ kind: 'blog', fileName: name });
    return file ? await sharp(file.data).png().toBuffer() : null;
  } catch (err) {
    log.warn({ err }, '[academy] signature image unreadable; the certificate is drawn without it');
    return null;
  }
}

function frame(doc: PdfDoc, { w, h }: { w: number; h: number }): void {
  doc
    .lineWidth(3)
    .strokeColor('#8a5a2b')
    .rect(18, 18, w - 36, h - 36)
    .stroke();
  doc
    .lineWidth(0.8)
    .strokeColor('#c9a77c')
    .rect(28, 28, w - 56, h - 56)
    .stroke();
}

/**
 * GET /v1/certificate/{code}/pdf: landscape A4, right to left, Vazirmatn, drawn by server/pdf (pdfkit +
 * bidi-js: see there why): the attendee, the event with its Jalali date and hours, the three signatures
 * (image, name, description) and the verification code as text and as a QR of `{site}/certificate/{code}`.
 * An unknown code is getCertificate's 404.
 */
export async function certificatePdf({ code }: { code: string }): Promise<{ data: Buffer; fileName: string }> {
  const { certificate: c } = await getCertificate({ code });
  const { signatures } = await getSignatures();
  const doc = newPersianPdf({ size: 'A4', layout: 'landscape', margin: 0, title: `گواهی‌نامه ${c.attendeeName}` });
  const W = doc.page.width;
  const H = doc.page.height;
  frame(doc, { w: W, h: H });
  const inner = { x: 60, width: W - 120 };
  drawLine(doc, c.issuer.productName, { ...inner, y: 52, size: 14, color: '#8a5a2b', align: 'center' });
  drawLine(doc, 'گواهی‌نامه شرکت در دوره', { ...inner, y: 80, size: 30, bold: true, align: 'center' });
  drawLine(doc, 'بدین‌وسیله گواهی می‌شود', { ...inner, y: 140, size: 15, align: 'center' });
  drawLine(doc, c.attendeeName, { ...inner, y: 168, size: 28, bold: true, color: '#5b3a1a', align: 'center' });
  const when = `${jalaliDate(c.event.startAt)} از ساعت ${tehranTime(c.event.startAt)} تا ${tehranTime(c.event.endAt)}`;
  let y = drawParagraph(doc, `در «${c.event.title}» که ${when} در ${c.issuer.providerName} برگزار شد، شرکت کرده است.`, {
    ...inner,
    y: 220,
    size: 16,
    align: 'center',
    lineGap: 6,
  });
  if (c.event.teacherName) {
    drawLine(doc, `مدرس: ${c.event.teacherName}`, { ...inner, y: y + 4, size: 14, align: 'center' });
    y += 24;
  }

  // The three signatures, slot 1 on the right as Persian reads.
  const colW = (W - 120) / 3;
  const sigTop = 330;
  for (const s of signatures) {
    const x = W - 60 - colW * s.index;
    const png = await signaturePng(s.image);
    if (png) doc.image(png, x + colW / 2 - 60, sigTop, { fit: [120, 56], align: 'center', valign: 'center' });
    doc
      .lineWidth(0.6)
      .strokeColor('#999999')
      .moveTo(x + 30, sigTop + 62)
      .lineTo(x + colW - 30, sigTop + 62)
      .stroke();
    drawLine(doc, s.fullName, { x, width: colW, y: sigTop + 70, size: 13, bold: true, align: 'center' });
    drawLine(doc, s.description, { x, width: colW, y: sigTop + 92, size: 11, color: '#555555', align: 'center' });
  }

  // Verification: the QR at the bottom left, the code and the address beside it.
  await drawQr(doc, c.verifyUrl, { x: 48, y: H - 150, size: 96 });
  drawLine(doc, `کد تأیید: ${c.code}`, { x: 150, width: 320, y: H - 126, size: 13, bold: true, align: 'left' });
  drawLine(doc, 'برای بررسی اصالت، کد QR را اسکن کنید یا به این نشانی بروید:', {
    x: 150,
    width: 420,
    y: H - 104,
    size: 10,
    color: '#555555',
    align: 'left',
  });
  drawLine(doc, c.verifyUrl, { x: 150, width: 420, y: H - 86, size: 10, color: '#555555', align: 'left' });
  drawLine(doc, `تاریخ صدور: ${jalaliDate(c.issuedAt)}`, {
    x: W - 360,
    width: 300,
    y: H - 86,
    size: 10,
    color: '#555555',
  });
  return { data: await pdfBuffer(doc), fileName: `certificate-${c.code}-${jalaliFileDate(c.issuedAt)}.pdf` };
}
