// What "Export view → PDF" puts in the file: each view registers a model of what it shows (its
// headline numbers, charts and tables as text, the facts of its answer, the comparison), and the
// shell reads the current one when the user exports. Tables are given whole, not as the rows a
// virtualised grid happens to have in the DOM.
import { useEffect } from 'react';
import { hasData, type ViewState } from '../api/view-state.ts';
import { changeText, exactValue, shownValue, type Figure } from '../ui/figure.tsx';
import type { Compared } from './compared.ts';
import { createStore, inMemory } from '../platform/create-store.ts';

export interface ExportWindow {
  start: number;
  end: number;
}

export interface ExportFigure {
  label: string;
  value: string;
  /** Against the comparison window, e.g. "▲ +12 %"; absent when Compare is off. */
  change?: string;
}

export interface ExportChart {
  title: string;
  subtitle?: string;
  /** The chart frame's body, holding its SVGs and legend. */
  body: HTMLElement;
}

export interface ExportTable {
  title: string;
  columns: string[];
  rows: string[][];
  /** How many rows the table has, when `rows` holds only the first of them (a 100,000-row list). */
  totalRows?: number;
}

/** Rows of one table the PDF holds at most: some hundred pages, still quick to make and to open. */
export const TABLE_ROW_LIMIT = 5000;

export interface ViewExportModel {
  /** "Overview", "Errors", "Error group: TypeError …". */
  view: string;
  /** The window the answer covers; null before it came. */
  window: ExportWindow | null;
  /** When the answer was fetched. */
  asOf: number | null;
  /** Shown from the cache because the service failed. */
  offline: boolean;
  figures: ExportFigure[];
  /** Read when exporting: the charts as they are drawn then. */
  charts: () => ExportChart[];
  tables: ExportTable[];
  comparison: { label: string; window: ExportWindow } | null;
  /** Lines said under the header, e.g. "Personal data masked". */
  notes?: string[];
  /** Whose data, when not the selected project's (the home: every project of every account). */
  subject?: { account: string; project: string };
}

/** The facts of a view's answer: its window, when it was fetched, and whether it is a copy. */
export function answerFacts(state: ViewState<unknown>): Pick<ViewExportModel, 'window' | 'asOf' | 'offline'> {
  if (!hasData(state)) return { window: null, asOf: null, offline: false };
  return { window: state.window, asOf: state.fetchedAt, offline: state.status === 'stale' && state.error !== null };
}

/** The comparison as the export names it; null when Compare is off or does not fit the window. */
export function comparisonFacts(compared: Compared<unknown> | null): ViewExportModel['comparison'] {
  return compared?.window ? { label: compared.label, window: compared.window } : null;
}

/** The figures as the PDF lists them: exactly (`exact`) or as the screen reads them (`shown`), each with its change when Compare is on. */
export function exportFigures(figures: readonly Figure[], value: 'exact' | 'shown'): ExportFigure[] {
  return figures.map((figure) => {
    const change = changeText(figure);
    return {
      label: figure.label,
      value: value === 'exact' ? exactValue(figure) : shownValue(figure),
      ...(change ? { change } : {}),
    };
  });
}

export const noCharts = (): ExportChart[] => [];

const registered = createStore(inMemory<ViewExportModel | null>(null));

/** Registers what the view on screen exports, while it is mounted and as it changes. */
export function useViewExport(model: ViewExportModel | null): void {
  useEffect(() => {
    registered.set(model);
    return () => {
      if (registered.get() === model) registered.set(null);
    };
  }, [model]);
}

export function currentViewExport(): ViewExportModel | null {
  return registered.get();
}

/**
 * The shell's view of the registered model: the name of what there is to export, or null. A name,
 * not the model: a view registers a new model as its answers change, and the shell's menu need
 * not render again unless what it says changes.
 */
export function useCurrentViewExportName(): string | null {
  return registered.use((model) => model?.view ?? null);
}
