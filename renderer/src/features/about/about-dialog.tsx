// About Spyglass: the version, the versions under it, the data and logs folders, the keychain's
// state, and Copy diagnostics for a bug report. The same in the desktop app (Help ▸ About) and
// in the browser host (the sidebar's About).
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { appKeys } from '../../api/query-keys.ts';
import { ask, bridge } from '../../platform/bridge.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { QueryWaiting } from '../../view-kit/query-waiting.tsx';
import { notify } from '../../ui/toast.tsx';
import { copyText } from '../../ui/copy-text.ts';
import { diagnosticsText, versionRows, type Diagnostics } from './diagnostics-text.ts';
import './about.css';

export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }): ReactNode {
  return (
    <Dialog open={open} onClose={onClose} title="About Spyglass" className="about-dialog">
      <AboutBody />
    </Dialog>
  );
}

function AboutBody(): ReactNode {
  const diagnostics = useQuery({
    queryKey: appKeys.diagnostics,
    queryFn: () => ask('app.diagnostics', {}),
    // The log's last lines change with every request: read afresh each time About opens.
    staleTime: 0,
    gcTime: 0,
  });

  if (!diagnostics.isSuccess) return <QueryWaiting query={diagnostics} reading="Reading…" />;
  const value = diagnostics.data;
  return (
    <div className="about">
      <dl className="about-facts" aria-label="Versions">
        {versionRows(value, navigator.userAgent).map(([label, text]) => (
          <Fact key={label} label={label} value={text} />
        ))}
      </dl>
      <dl className="about-facts" aria-label="Where Spyglass keeps its data">
        <Fact label="Data folder" value={value.dataFolder} />
        <Fact label="Logs folder" value={value.logsFolder} />
        <Fact
          label="Keychain"
          value={
            value.keychain === 'available'
              ? 'Available: keys are kept in the OS keychain'
              : 'Not available: keys are kept until Spyglass quits'
          }
        />
      </dl>
      <p className="field-hint">
        Copy diagnostics copies the versions, the OS, the accounts (names, addresses and project ids, never keys), the
        preferences and the last log lines, for a bug report.
      </p>
      <div className="about-actions">
        <button type="button" className="primary" onClick={() => void copyDiagnostics()}>
          Copy diagnostics
        </button>
      </div>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }): ReactNode {
  return (
    <div className="about-fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Asks again at the press, so the log lines are those of the moment, not of when About opened. */
async function copyDiagnostics(): Promise<void> {
  const reply = await bridge.call('app.diagnostics', {});
  if (!reply.ok) {
    notify(`Could not gather the diagnostics: ${reply.error.message}`, 'error');
    return;
  }
  await copy(reply.value);
}

const copy = (diagnostics: Diagnostics) =>
  copyText(diagnosticsText(diagnostics, navigator.userAgent), 'the diagnostics');
