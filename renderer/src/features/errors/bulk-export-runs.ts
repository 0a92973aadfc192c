// The bulk exports of the page, one per group and filters, kept outside React: an export goes on
// when its view is left or drawn again (another view, a zone or locale change, a fault boundary's
// reload), and its progress, or how it ended, is there again when the view comes back.
import type { QueryClient } from '@tanstack/react-query';
import { errorPathId } from '../../../../shared/error-terms.ts';
import { resolveWindow } from '../../../../shared/time-window.ts';
import { apiQuery, type Scope } from '../../api/queries.ts';
import { maskEvents } from '../../domain/privacy-mask.ts';
import { createStore, inMemory } from '../../platform/create-store.ts';
import { saveExport } from '../../platform/save-export.ts';
import { preferencesQuery } from '../../state/preferences.ts';
import { holdUpdates } from '../../state/updates.ts';
import { exportFilename } from '../../ui/charts/export-filename.ts';
import { formatWhole } from '../../ui/format.ts';
import { collectEvents, type ExportProgress } from './bulk-export.ts';
import type { ErrorFilterKey } from './error-params.ts';
import { eventsCsv } from './events-csv.ts';

export type ExportFormat = 'json' | 'csv' | 'displayed';

export interface ExportRun {
  format: ExportFormat;
  progress: ExportProgress;
  controller: AbortController;
}

/** A group's export: the one under way, or how the last one ended. */
export interface BulkExportState {
  run: ExportRun | null;
  result: { ok: boolean; message: string } | null;
}

export interface ExportTarget {
  scope: Scope;
  errorId: string;
  filters: Partial<Record<ErrorFilterKey, string>>;
}

const IDLE: BulkExportState = { run: null, result: null };
const exports = createStore(inMemory<ReadonlyMap<string, BulkExportState>>(new Map()));

/** The group and filters an export is for (not the window: a run fixes its own when it starts). */
export const exportKey = ({ scope, errorId, filters }: ExportTarget): string =>
  JSON.stringify([scope.accountId, scope.projectId, errorId, filters]);

export const useBulkExport = (key: string): BulkExportState => exports.use((all) => all.get(key) ?? IDLE);

function update(key: string, change: (state: BulkExportState) => BulkExportState): void {
  const next = new Map(exports.get());
  next.set(key, change(next.get(key) ?? IDLE));
  exports.set(next);
}

/** Exports every event of the group in the window; the desktop app holds update checks meanwhile. */
export async function startBulkExport(client: QueryClient, target: ExportTarget, format: ExportFormat): Promise<void> {
  const key = exportKey(target);
  if (exports.get().get(key)?.run) return;
  const release = holdUpdates();
  try {
    const result = await exportAll(client, target, format, key);
    update(key, () => ({ run: null, result }));
  } catch (error) {
    // A fault of ours, not the service's: said where the export was asked for, never left running.
    update(key, () => ({ run: null, result: { ok: false, message: `The export failed: ${String(error)}` } }));
  } finally {
    release();
  }
}

async function exportAll(
  client: QueryClient,
  { scope: viewScope, errorId, filters }: ExportTarget,
  format: ExportFormat,
  key: string,
): Promise<BulkExportState['result']> {
  const controller = new AbortController();
  // A relative window is fixed once, so every page comes from the same window.
  const window = resolveWindow(viewScope.window, Date.now());
  const scope: Scope = { ...viewScope, window: { kind: 'absolute', ...window } };
  const progress: ExportProgress = { fetched: 0, total: null, page: 1, totalPages: null, waitingMs: null };
  update(key, () => ({ run: { format, controller, progress }, result: null }));
  const outcome = await collectEvents({
    fetchPage: (page, limit) =>
      client.fetchQuery({
        ...apiQuery(scope, 'errors.events', { path: { errorId }, query: { ...filters, limit, page } }),
        staleTime: 0,
        gcTime: 0,
      }),
    signal: controller.signal,
    onProgress: (next) =>
      update(key, (state) => (state.run ? { ...state, run: { ...state.run, progress: next } } : state)),
  });
  update(key, (state) => ({ ...state, run: null }));
  if (outcome.status === 'cancelled')
    return { ok: false, message: `Export cancelled after ${outcome.events.length} events; nothing was saved` };
  if (outcome.status === 'failed')
    return { ok: false, message: `Export stopped after ${outcome.events.length} events: ${outcome.message}` };
  // The mask in force when the file is written, even if it was switched during the export; on until known.
  const masked = client.getQueryData(preferencesQuery.queryKey)?.privacyMask ?? true;
  const events = maskEvents(outcome.events, masked);
  const name = `error ${errorPathId(errorId).slice(0, 12)} events`;
  const saved =
    format === 'json'
      ? await saveExport({
          filename: exportFilename(name, window, 'json'),
          mime: 'application/json',
          text: JSON.stringify(
            {
              errorId,
              window: { start: new Date(window.start).toISOString(), end: new Date(window.end).toISOString() },
              filters,
              masked,
              exportedAt: new Date().toISOString(),
              count: events.length,
              events,
            },
            null,
            // Indented while a person might read it; compact when large, to stay within the export limit.
            events.length <= 2_000 ? 2 : undefined,
          ),
        })
      : await saveExport({
          filename: exportFilename(format === 'displayed' ? `${name} as displayed` : name, window, 'csv'),
          mime: 'text/csv',
          text: eventsCsv(events, format === 'displayed'),
        });
  return {
    ok: saved.ok,
    message: saved.ok
      ? `${formatWhole(events.length)} events${masked ? ' (masked)' : ''}: ${saved.message}`
      : saved.message,
  };
}
