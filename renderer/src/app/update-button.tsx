// The sidebar's quiet "Restart to update": shown only once an update is downloaded and checked,
// never a dialog. Left alone, the update installs when the app quits.
import type { ReactNode } from 'react';
import { useAfterFirstPaint } from '../ui/after-paint.ts';
import { Icon } from './icons.tsx';
import { useUpdateActions, useUpdateStatus } from '../state/updates.ts';

export function UpdateButton(): ReactNode {
  // Asked once the first screen is up: the launch's requests (accounts, the first view's answers) go first.
  const status = useUpdateStatus(useAfterFirstPaint());
  const { install } = useUpdateActions();
  if (status?.state !== 'ready') return null;
  const version = status.version ? `Spyglass ${status.version}` : 'A new version';
  return (
    // The name starts with the visible words, and says which version, collapsed or not.
    <button
      type="button"
      className="sidebar-button update-button"
      aria-label={`Restart to update (${version} is ready)`}
      title={`${version} is ready: restart now to install it, or it installs when you quit`}
      onClick={() => void install()}
    >
      <Icon name="update" />
      <span className="nav-label">Restart to update</span>
    </button>
  );
}
