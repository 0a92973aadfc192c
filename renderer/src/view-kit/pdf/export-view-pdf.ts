// "Export view → PDF": the lazily loaded entry the shell calls, composing the file and saving it
// through the host (a save dialog in the desktop app, a download in the browser host).
import { saveExport, type SaveOutcome } from '../../platform/save-export.ts';
import type { ViewExportModel } from '../view-export.ts';
import { composePdf } from './compose-pdf.ts';
import { pdfFilename, type ExportContext } from './pdf-layout.ts';

export async function exportViewPdf(model: ViewExportModel, context: ExportContext): Promise<SaveOutcome> {
  const bytes = await composePdf(model, context);
  return saveExport({ filename: pdfFilename(model, context), mime: 'application/pdf', bytes });
}
