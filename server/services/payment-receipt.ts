// The receipt of a confirmed payment report (GET /api/me/payment-reports/{id}/receipt and the finance copy): a one-page
// PDF made with pdfkit like the tutor CV, Noto Sans Bengali embedded so a name written in Bangla prints.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { DHAKA_TIME_ZONE, formatDate, formatMoney } from '../../src/shared/lib/format';
import { formatJobNumber } from '../../src/shared/lib/job-number';
import { drawable, glyphCheckOf, loadPdfKit, pdfBytesOf } from './tutor-cv';
import type { ReceiptData } from './member-reports';

const BRAND = 'Shikhon';

const notoBengali = (file: string) => {
  try {
    return createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans-bengali/${file}`);
  } catch {
    return '';
  }
};

function fonts(): { regular: string; bold: string } {
  const regular = notoBengali('400Regular/NotoSansBengali_400Regular.ttf');
  const bold = notoBengali('700Bold/NotoSansBengali_700Bold.ttf');
  if (regular && bold && existsSync(regular) && existsSync(bold)) return { regular, bold };
  return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
}

/** The receipt's number as printed: R- and the first 8 characters of the report's id, upper case. */
export const receiptNumberOf = (reportId: string) => `R-${reportId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

export const receiptFileName = (reportId: string) => `shikhon-receipt-${receiptNumberOf(reportId)}.pdf`;

/** The receipt as PDF bytes (English: the ledger's language; the tutor's name in whatever script it is written). */
export async function renderReceipt(data: ReceiptData, now: Date): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const number = receiptNumberOf(data.reportId);
  const doc = new PDFDocument({
    size: 'A5',
    margin: 40,
    info: { Title: `Payment receipt ${number}`, Author: BRAND, Subject: 'Media fee payment receipt', Creator: BRAND, CreationDate: now },
  });
  const finished = pdfBytesOf(doc);
  const { regular, bold } = fonts();
  const write = (font: string, size: number, text: string, color = '#1a1b1e', gap = 0.3) => {
    doc.font(font).fontSize(size).fillColor(color);
    doc.text(drawable(text, glyphCheckOf(doc)), { width: doc.page.width - 80 });
    doc.moveDown(gap);
  };
  const day = (date: Date) => formatDate(date, '', { timeZone: DHAKA_TIME_ZONE, locale: 'en' });
  write(bold, 10, `${BRAND} · Payment receipt`, '#1c7ed6', 0.6);
  write(bold, 18, formatMoney(data.amount, { locale: 'en' }), '#1a1b1e', 0.4);
  const rows: [string, string][] = [
    ['Receipt number', number],
    ['Received from', data.tutorName ?? 'Unknown'],
    ['For', data.jobNumber !== null ? `Media fee of ${formatJobNumber(data.jobNumber)}` : 'Fee'],
    ['Method', data.method],
    ['Transaction reference', data.reference],
    ['Confirmed on', day(data.confirmedAt)],
    ['Still owed on this fee', formatMoney(Math.max(0, data.balanceAfter), { locale: 'en' })],
  ];
  for (const [label, value] of rows) write(regular, 10.5, `${label}: ${value}`, '#1a1b1e', 0.2);
  doc.moveDown(1);
  write(regular, 8, `Issued on ${day(now)} by ${BRAND}. Keep this receipt for your records.`, '#868e96');
  doc.end();
  return finished;
}
