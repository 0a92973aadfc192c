// Export every event of the group in the window, as JSON or CSV: pages through the API with a
// progress bar and Cancel (Esc), waits out rate limits, and masks the file when the mask is on.
// The export itself runs in bulk-export-runs.ts, so it outlives this panel.
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEscapeLayer } from '../../ui/shortcuts.ts';
import { formatWhole } from '../../ui/format.ts';
import { exportKey, startBulkExport, useBulkExport, type ExportRun, type ExportTarget } from './bulk-export-runs.ts';

export function BulkExport(target: ExportTarget): ReactNode {
  const client = useQueryClient();
  const { run, result } = useBulkExport(exportKey(target));
  useEscapeLayer(run !== null, () => run?.controller.abort());
  const start = (format: ExportRun['format']) => void startBulkExport(client, target, format);

  return (
    <div className="err-export" data-testid="bulk-export">
      {run ? (
        <Progress run={run} />
      ) : (
        <>
          <span className="err-label">Export all events</span>
          <button type="button" onClick={() => start('json')}>
            JSON
          </button>
          <button type="button" onClick={() => start('csv')}>
            CSV
          </button>
          <button
            type="button"
            title="CSV with times in your zone and numbers in your locale, for a spreadsheet set to it"
            onClick={() => start('displayed')}
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

function Progress({ run }: { run: ExportRun }): ReactNode {
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
