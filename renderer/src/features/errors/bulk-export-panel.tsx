// Export every event of the group in the window, as JSON or CSV: pages through the API with a
// progress bar and Cancel (Esc), waits out rate limits, and masks the file when the mask is on.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorPathId } from '../../../../shared/error-terms.ts';
import { resolveWindow } from '../../../../shared/time-window.ts';
import { apiQuery, type Scope } from '../../api/queries.ts';
import { useEscapeLayer } from '../../ui/shortcuts.ts';
import { exportFilename } from '../../ui/charts/export-filename.ts';
import { saveExport } from '../../platform/save-export.ts';
import { collectEvents, type ExportProgress } from './bulk-export.ts';
import type { ErrorFilterKey } from './error-params.ts';
import { eventsCsv } from './events-csv.ts';
import { maskEvents } from '../../domain/privacy-mask.ts';
import { holdUpdates } from '../../state/updates.ts';
import { formatWhole } from '../../ui/format.ts';

type Format = 'json' | 'csv' | 'displayed';
interface Run {
  format: Format;
  progress: ExportProgress;
  controller: AbortController;
}

export function BulkExport(props: {
  scope: Scope;
  errorId: string;
  filters: Partial<Record<ErrorFilterKey, string>>;
  masked: boolean;
}): ReactNode {
  const client = useQueryClient();
  const [run, setRun] = useState<Run | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  // The mask in force when the file is written, even if it was switched during the export.
  const masked = useRef(props.masked);
  useEffect(() => {
    masked.current = props.masked;
  });
  useEscapeLayer(run !== null, () => run?.controller.abort());

  const start = async (format: Format) => {
    // The desktop app does not look for updates while the export runs (it looks at its end).
    const release = holdUpdates();
    try {
      await exportAll(format);
    } finally {
      release();
    }
  };

  const exportAll = async (format: Format) => {
    const controller = new AbortController();
    // A relative window is fixed once, so every page comes from the same window.
    const window = resolveWindow(props.scope.window, Date.now());
    const scope: Scope = { ...props.scope, window: { kind: 'absolute', ...window } };
    setResult(null);
    setRun({ format, controller, progress: { fetched: 0, total: null, page: 1, totalPages: null, waitingMs: null } });
    const outcome = await collectEvents({
      fetchPage: (page, limit) =>
        client.fetchQuery({
          ...apiQuery(scope, 'errors.events', {
            path: { errorId: props.errorId },
            query: { ...props.filters, limit, page },
          }),
          staleTime: 0,
          gcTime: 0,
        }),
      signal: controller.signal,
      onProgress: (progress) => setRun((current) => (current ? { ...current, progress } : current)),
    });
    setRun(null);
    if (outcome.status === 'cancelled')
      return setResult({
        ok: false,
        message: `Export cancelled after ${outcome.events.length} events; nothing was saved`,
      });
    if (outcome.status === 'failed')
      return setResult({
        ok: false,
        message: `Export stopped after ${outcome.events.length} events: ${outcome.message}`,
      });
    const events = maskEvents(outcome.events, masked.current);
    const name = `error ${errorPathId(props.errorId).slice(0, 12)} events`;
    const saved =
      format === 'json'
        ? await saveExport({
            filename: exportFilename(name, window, 'json'),
            mime: 'application/json',
            text: JSON.stringify(
              {
                errorId: props.errorId,
                window: { start: new Date(window.start).toISOString(), end: new Date(window.end).toISOString() },
                filters: props.filters,
                masked: masked.current,
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
    setResult({
      ok: saved.ok,
      message: saved.ok
        ? `${formatWhole(events.length)} events${masked.current ? ' (masked)' : ''}: ${saved.message}`
        : saved.message,
    });
  };

  return (
    <div className="err-export" data-testid="bulk-export">
      {run ? (
        <Progress run={run} />
      ) : (
        <>
          <span className="err-label">Export all events</span>
          <button type="button" onClick={() => void start('json')}>
            JSON
          </button>
          <button type="button" onClick={() => void start('csv')}>
            CSV
          </button>
          <button
            type="button"
            title="CSV with times in your zone and numbers in your locale, for a spreadsheet set to it"
            onClick={() => void start('displayed')}
          >
            As displayed
          </button>
        </>
      )}
      {result ? (
        <span className={result.ok ? 'err-note' : 'err-inline-error'} role="status">
          {result.message}
        </span>
      ) : null}
    </div>
  );
}

function Progress({ run }: { run: Run }): ReactNode {
  const { fetched, total, page, totalPages, waitingMs } = run.progress;
  return (
    <span className="err-export-progress" role="status" aria-live="polite">
      <progress max={total ?? undefined} value={total === null ? undefined : fetched} aria-label="Export progress" />
      <span>
        {waitingMs !== null
          ? `The service asks to slow down; trying again in ${Math.ceil(waitingMs / 1000)} s…`
          : `Fetched ${formatWhole(fetched)}${total === null ? '' : ` of ${formatWhole(total)}`} events${totalPages ? ` (page ${page} of ${totalPages})` : ''}`}
      </span>
      <button type="button" onClick={() => run.controller.abort()}>
        Cancel
      </button>
    </span>
  );
}
