// DejaVu Sans embedded in the PDF (Bitstream Vera licence, fonts/LICENSE-DejaVu.txt): the PDF's
// standard fonts know only Latin-1, and the Compare badges' minus sign and arrows, names in other
// scripts and messages with any character must come out as written. Inlined into this chunk
// only, so the first view never loads it, and read without a fetch (the page's policy allows none).
import type { jsPDF } from 'jspdf';
import bold from './fonts/DejaVuSans-Bold.ttf?inline';
import regular from './fonts/DejaVuSans.ttf?inline';

export const PDF_FONT = 'DejaVuSans';

const base64Of = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);

export function registerFonts(doc: jsPDF): void {
  doc.addFileToVFS('DejaVuSans.ttf', base64Of(regular));
  doc.addFileToVFS('DejaVuSans-Bold.ttf', base64Of(bold));
  doc.addFont('DejaVuSans.ttf', PDF_FONT, 'normal');
  doc.addFont('DejaVuSans-Bold.ttf', PDF_FONT, 'bold');
  doc.setFont(PDF_FONT, 'normal');
}
