// The PDF of a view, drawn with jsPDF: real text in an embedded Unicode font, charts as vectors
// from their SVG (svg2pdf.js), tables that continue across pages with their header repeated
// (jspdf-autotable). Loaded only when the user exports, never with the first view.
import { jsPDF } from 'jspdf';
import { autoTable, type RowInput } from 'jspdf-autotable';
import { svg2pdf } from 'svg2pdf.js';
import type { ViewExportModel } from '../view-export.ts';
import { lightChartSvg } from './chart-vectors.ts';
import { PDF_FONT, registerFonts } from './pdf-fonts.ts';
import {
  columnWidths,
  cutCell,
  numericColumns,
  figureRows,
  headerOf,
  limitRows,
  pageOrientation,
  type ExportContext,
} from './pdf-layout.ts';
import { formatWhole } from '../../ui/format.ts';

const MARGIN = 40;
const INK = '#1a1d21';
const MUTED = '#5b6470';
const RULE = '#d5d9de';

/** jspdf-autotable leaves where its last table ended on the document. */
const tableEnd = (doc: jsPDF): number =>
  (doc as jsPDF & { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY ?? MARGIN;

function tableOptions(doc: jsPDF, startY: number) {
  return {
    startY,
    margin: { left: MARGIN, right: MARGIN, top: MARGIN, bottom: MARGIN },
    // The header on every page the table runs over (autotable's default, said here on purpose).
    showHead: 'everyPage' as const,
    // A row is kept whole on one page (a long message is not cut between two).
    rowPageBreak: 'avoid' as const,
    styles: {
      font: PDF_FONT,
      fontSize: FONT_SIZE,
      textColor: INK,
      cellPadding: PADDING,
      overflow: 'linebreak' as const,
      lineColor: RULE,
      lineWidth: 0.5,
    },
    headStyles: { font: PDF_FONT, fontStyle: 'bold' as const, fillColor: '#eef1f4', textColor: INK },
    theme: 'grid' as const,
    didDrawPage: () => void doc.setFont(PDF_FONT, 'normal'),
  };
}

const FONT_SIZE = 8;
const PADDING = 3;

/** A short column as wide as its widest cell or its header's widest word (bold): no cell wraps, a long header does. */
function shortColumnWidth(doc: jsPDF, header: string, cells: string[]): number {
  const width = (text: string, style: 'normal' | 'bold') => {
    doc.setFont(PDF_FONT, style);
    return (doc.getStringUnitWidth(text) * FONT_SIZE) / doc.internal.scaleFactor;
  };
  const widest = Math.max(
    ...header.split(' ').map((word) => width(word, 'bold')),
    ...cells.map((cell) => width(cell, 'normal')),
  );
  doc.setFont(PDF_FONT, 'normal');
  return Math.ceil(widest + 2 * PADDING + 2);
}

export async function composePdf(model: ViewExportModel, context: ExportContext): Promise<Uint8Array> {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', orientation: pageOrientation(model), compress: true });
  registerFonts(doc);
  const header = headerOf(model, context);
  doc.setProperties({ title: header.title, subject: header.lines.join('\n'), creator: 'Spyglass' });
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const inner = width - 2 * MARGIN;
  let y = MARGIN + 14;

  doc.setFont(PDF_FONT, 'bold').setFontSize(16).setTextColor(INK);
  doc.text(header.title, MARGIN, y);
  y += 8;
  doc.setFont(PDF_FONT, 'normal').setFontSize(9).setTextColor(MUTED);
  for (const line of header.lines) {
    const wrapped = doc.splitTextToSize(line, inner) as string[];
    for (const part of wrapped) {
      y += 12;
      doc.text(part, MARGIN, y);
    }
  }
  y += 10;
  doc.setDrawColor(RULE).line(MARGIN, y, width - MARGIN, y);
  y += 14;

  const heading = (text: string) => {
    if (y + 40 > height - MARGIN) {
      doc.addPage();
      y = MARGIN + 10;
    }
    doc.setFont(PDF_FONT, 'bold').setFontSize(11).setTextColor(INK);
    doc.text(text, MARGIN, y);
    doc.setFont(PDF_FONT, 'normal');
    y += 6;
  };

  if (model.figures.length > 0) {
    const figures = figureRows(model);
    heading('Headline numbers');
    autoTable(doc, { ...tableOptions(doc, y), head: [figures.columns], body: figures.rows as RowInput[] });
    y = tableEnd(doc) + 20;
  }

  // Charts flow left to right, a row as tall as its tallest: the gauges of web vitals share rows.
  let x = MARGIN;
  let rowHeight = 0;
  for (const chart of model.charts()) {
    const svg = lightChartSvg(chart, model.window ?? { start: context.now, end: context.now });
    if (!svg) continue;
    // Screen pixels to points (96 to 72 a inch), narrowed further to the page when wider.
    const scale = Math.min(0.75, inner / svg.width);
    const drawn = { width: svg.width * scale, height: svg.height * scale };
    if (x > MARGIN && x + drawn.width > width - MARGIN) {
      x = MARGIN;
      y += rowHeight + 16;
      rowHeight = 0;
    }
    if (y + drawn.height > height - MARGIN) {
      doc.addPage();
      x = MARGIN;
      y = MARGIN;
      rowHeight = 0;
    }
    await svg2pdf(svg.element, doc, { x, y, width: drawn.width, height: drawn.height });
    doc.setFont(PDF_FONT, 'normal');
    x += drawn.width + 12;
    rowHeight = Math.max(rowHeight, drawn.height);
  }
  if (rowHeight > 0) y += rowHeight + 16;

  for (const table of model.tables) {
    const limited = limitRows(table);
    const total = table.totalRows ?? table.rows.length;
    heading(`${limited.title} (${formatWhole(total)} ${total === 1 ? 'row' : 'rows'})`);
    const numeric = numericColumns(limited);
    const columnStyles = Object.fromEntries(
      columnWidths(limited).map((width, i) => [
        i,
        {
          ...(width === 'wrap'
            ? {
                cellWidth: shortColumnWidth(
                  doc,
                  limited.columns[i]!,
                  limited.rows.map((row) => row[i] ?? ''),
                ),
              }
            : {}),
          ...(numeric[i] ? { halign: 'right' as const } : {}),
        },
      ]),
    );
    autoTable(doc, {
      ...tableOptions(doc, y),
      columnStyles,
      head: [limited.columns],
      body: limited.rows.map((row) => row.map(cutCell)) as RowInput[],
    });
    y = tableEnd(doc) + 14;
    if (limited.note) {
      doc.setFontSize(8).setTextColor(MUTED);
      const wrapped = doc.splitTextToSize(limited.note, inner) as string[];
      if (y + wrapped.length * 11 > height - MARGIN) {
        doc.addPage();
        y = MARGIN;
      }
      doc.text(wrapped, MARGIN, y);
      y += wrapped.length * 11;
    }
    y += 12;
  }

  // Page numbers last, when the count is known.
  const pages = doc.getNumberOfPages();
  doc.setFont(PDF_FONT, 'normal').setFontSize(7).setTextColor(MUTED);
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc.text(`${header.title} · page ${page} of ${pages}`, MARGIN, height - MARGIN / 2);
  }
  return new Uint8Array(doc.output('arraybuffer'));
}
