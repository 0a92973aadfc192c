// What the PDF says, apart from how it is drawn: the header's lines, a table's rows up to the
// stated limit with the note beyond it, and the file's name. Pure, so it is tested without jsPDF.
import { slug } from '../../ui/charts/export-filename.ts';
import { TABLE_ROW_LIMIT, type ExportTable, type ExportWindow, type ViewExportModel } from '../view-export.ts';
import { formatWhole } from '../../ui/format.ts';

export { TABLE_ROW_LIMIT };

/** What the shell knows and the view does not: where the data comes from and how times read. */
export interface ExportContext {
  account: string;
  project: string;
  /** "Last 24 hours", or the fixed range. */
  windowLabel: string;
  /** "UTC", "local time, Europe/Berlin". */
  zone: string;
  /** A date and time in the zone the user chose. */
  formatTime: (ms: number) => string;
  /** When the file is made. */
  now: number;
}

export interface PdfHeader {
  title: string;
  lines: string[];
}

const range = (window: ExportWindow, context: ExportContext) =>
  `${context.formatTime(window.start)} – ${context.formatTime(window.end)}`;

export function headerOf(model: ViewExportModel, context: ExportContext): PdfHeader {
  const lines = [
    `Account: ${context.account} · Project: ${context.project}`,
    `View: ${model.view}`,
    model.window
      ? `Window: ${context.windowLabel}, ${range(model.window, context)} (${context.zone})`
      : `Window: ${context.windowLabel} (${context.zone})`,
    model.asOf === null
      ? `Exported ${context.formatTime(context.now)}, before the data came`
      : model.offline
        ? `As of ${context.formatTime(model.asOf)} — OFFLINE: from the cache, the service could not be reached`
        : `As of ${context.formatTime(model.asOf)}`,
  ];
  if (model.comparison)
    lines.push(`Compared with the ${model.comparison.label}, ${range(model.comparison.window, context)}`);
  for (const note of model.notes ?? []) lines.push(note);
  return { title: `${model.view} — ${context.project}`, lines };
}

export interface LimitedTable extends ExportTable {
  /** Said under the table when rows were left out. */
  note: string | null;
}

/** The rows the PDF holds: all of them up to the limit, and beyond it a note of how many were left out. */
export function limitRows(table: ExportTable, limit = TABLE_ROW_LIMIT): LimitedTable {
  const total = table.totalRows ?? table.rows.length;
  if (total <= limit && table.rows.length <= limit) return { ...table, note: null };
  const all = formatWhole(total);
  return {
    ...table,
    rows: table.rows.slice(0, limit),
    note: `The first ${formatWhole(limit)} of ${all} rows: a PDF holds ${formatWhole(limit)} rows of a table at most. Export the table as CSV for all of them.`,
  };
}

/**
 * A table of this many columns or more (a list with Compare on: each key figure beside its change)
 * is printed on landscape pages, where its names have room; narrower ones on portrait pages.
 */
export const WIDE_TABLE_COLUMNS = 12;

export function pageOrientation(model: Pick<ViewExportModel, 'tables'>): 'portrait' | 'landscape' {
  return model.tables.some((table) => table.columns.length >= WIDE_TABLE_COLUMNS) ? 'landscape' : 'portrait';
}

/** A column whose cells are all at most this long keeps them on one line; longer text wraps. */
export const SHORT_CELL = 28;
/** A cell longer than this is cut, with an ellipsis: a stack trace in a list's cell would fill pages. */
export const MAX_CELL = 600;

/**
 * Per column, whether its cells keep their natural width ('wrap', short values) or share the rest
 * ('auto'). The longest column is always 'auto': the table spans the page, and some column must take it.
 */
export function columnWidths(table: ExportTable): ('wrap' | 'auto')[] {
  const longest = table.columns.map((column, i) =>
    Math.max(column.length, ...table.rows.map((row) => (row[i] ?? '').length)),
  );
  const widest = longest.indexOf(Math.max(...longest));
  return longest.map((length, i) => (length > SHORT_CELL || i === widest ? 'auto' : 'wrap'));
}

// Digits grouped as the locale groups them (`2 061,7` in fr, with a narrow no-break space), and a
// compact form's unit (`53,9 k`, `1,2 Mio.`, `5.4万`).
const NUMBER = /^([+\-\u2212▲▼=<>]\s?)*\d[\d,.\u00a0\u202f']*(\s?(%|ms|B|KB|MB|s|k|M|Mio\.|Mrd\.|mil|mi|万|億))?$|^–$/;

/** Columns of numbers only (a dash for none), set right so their digits line up. */
export function numericColumns(table: ExportTable): boolean[] {
  return table.columns.map((_, i) => table.rows.length > 0 && table.rows.every((row) => NUMBER.test(row[i] ?? '')));
}

export const cutCell = (text: string): string => (text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text);

/** The figures as table rows, with the change column only when the comparison is on. */
export function figureRows(model: ViewExportModel): { columns: string[]; rows: string[][] } {
  if (!model.comparison) return { columns: ['Figure', 'Value'], rows: model.figures.map((f) => [f.label, f.value]) };
  return {
    columns: ['Figure', 'Value', `Against the ${model.comparison.label}`],
    rows: model.figures.map((f) => [f.label, f.value, f.change ?? '–']),
  };
}

/** `demo-browser_overview_2026-11-20T0800Z.pdf`: project, view and the window's end, sortable in a folder. */
export function pdfFilename(model: ViewExportModel, context: ExportContext): string {
  const when = new Date(model.window?.end ?? context.now).toISOString().slice(0, 16).replace(':', '');
  return `${slug(context.project)}_${slug(model.view)}_${when}Z.pdf`;
}
