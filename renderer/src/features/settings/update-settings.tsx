// The Updates part of Settings: the version running, automatic updates on or off, Check now, the
// update waiting with its release notes, and, where updates cannot apply, why. Never a dialog.
import type { ReactNode } from 'react';
import type { UpdateStatus } from '../../../../shared/bridge.ts';
import { usePreferences, useSetPreferences } from '../../state/preferences.ts';
import { useUpdateActions, useUpdateStatus } from '../../state/updates.ts';
import { Check } from './settings-controls.tsx';
import { formatNearTime } from '../../ui/time.ts';

export function UpdateSettings(): ReactNode {
  const status = useUpdateStatus();
  const { autoUpdate } = usePreferences();
  const setPreferences = useSetPreferences();
  const { check, install } = useUpdateActions();
  const working = status?.state === 'checking' || status?.state === 'downloading';
  return (
    <section className="screen-section settings-section" aria-labelledby="settings-updates">
      <h2 id="settings-updates">Updates</h2>
      <p data-testid="update-version">Spyglass {status?.currentVersion ?? ''}</p>
      {status?.state === 'unavailable' ? (
        <p className="settings-hint" data-testid="update-unavailable">
          {status.reason}
        </p>
      ) : null}
      <label className="settings-check">
        <Check checked={autoUpdate} onChange={(on) => void setPreferences({ autoUpdate: on })} />
        <span>
          Automatic updates
          <span className="settings-hint">
            Spyglass looks for a new version when it starts and every four hours (never during a bulk export), downloads
            it in the background and installs it when you quit. Off, it looks only when you press Check now.
          </span>
        </span>
      </label>
      {status && status.state !== 'unavailable' ? (
        <div className="settings-row">
          <button type="button" disabled={working || status.state === 'ready'} onClick={() => void check()}>
            Check now
          </button>
          <span role="status" aria-live="polite" data-testid="update-state">
            {describe(status)}
          </span>
        </div>
      ) : null}
      {status?.version && (status.state === 'ready' || status.state === 'downloading') ? (
        <section className="settings-notes" aria-labelledby="settings-update-notes">
          <h3 id="settings-update-notes">What’s new in {status.version}</h3>
          {status.releaseNotes ? (
            <p className="settings-notes-text">{status.releaseNotes}</p>
          ) : (
            <p className="settings-hint">This version came without release notes.</p>
          )}
          {status.state === 'ready' ? (
            <button type="button" onClick={() => void install()}>
              Restart to update
            </button>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}

function describe(status: UpdateStatus): string {
  switch (status.state) {
    case 'checking':
      return 'Looking for a new version…';
    case 'downloading':
      return `Downloading Spyglass ${status.version ?? ''} in the background…`;
    case 'ready':
      return `Spyglass ${status.version ?? ''} is ready: it installs when you quit, or now with Restart to update.`;
    case 'error':
      return `The last check did not succeed: ${status.reason ?? 'no reason given'}. Spyglass tries again later.`;
    default:
      return status.checkedAt
        ? `Up to date (looked at ${formatNearTime(status.checkedAt, Date.now())}).`
        : 'Not looked for yet.';
  }
}
