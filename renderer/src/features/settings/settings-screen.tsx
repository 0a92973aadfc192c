// The Settings screen (#/settings): appearance (theme, time zone, privacy mask), the keyboard
// (single-key shortcuts), the Projects home (launch screen, health thresholds), the watch, updates, the
// offline cache, the data folder and the keychain. Every control reads and writes the same
// preferences as the shell's own controls.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Preferences } from '../../../../shared/preferences.ts';
import { useAccounts } from '../../state/accounts.ts';
import { usePreferences, useSetPreferences } from '../../state/preferences.ts';
import { appKeys } from '../../api/query-keys.ts';
import { ask, bridge } from '../../platform/bridge.ts';
import { notify } from '../../ui/toast.tsx';
import { CacheSettings } from './cache-settings.tsx';
import { Check, Choice } from './settings-controls.tsx';
import { HomeSettings } from './home-settings.tsx';
import { LocaleSettings, TimeZoneSettings } from './locale-settings.tsx';
import { UpdateSettings } from './update-settings.tsx';
import { WatchSettings } from './watch-settings.tsx';
import './settings.css';

const THEMES: { value: Preferences['theme']; label: string }[] = [
  { value: 'system', label: 'Same as the system' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

export function SettingsScreen(): ReactNode {
  const preferences = usePreferences();
  const setPreferences = useSetPreferences();
  return (
    <section className="settings-screen" aria-labelledby="settings-title">
      <div className="screen-head">
        <h1 id="settings-title">Settings</h1>
      </div>

      <section className="screen-section settings-section" aria-labelledby="settings-appearance">
        <h2 id="settings-appearance">Appearance</h2>
        <Choice
          legend="Theme"
          name="settings-theme"
          value={preferences.theme}
          options={THEMES}
          onChange={(theme) => void setPreferences({ theme })}
        />
        <TimeZoneSettings />
        <LocaleSettings />
        <label className="settings-check">
          <Check checked={preferences.privacyMask} onChange={(on) => void setPreferences({ privacyMask: on })} />
          <span>
            Privacy mask
            <span className="settings-hint">
              Personal data of error events (users, IP addresses, emails) shows as stable pseudonyms, on screen and in
              exports.
            </span>
          </span>
        </label>
      </section>

      <section className="screen-section settings-section" aria-labelledby="settings-keyboard">
        <h2 id="settings-keyboard">Keyboard</h2>
        <label className="settings-check">
          <Check
            checked={preferences.singleKeyShortcuts}
            onChange={(on) => void setPreferences({ singleKeyShortcuts: on })}
          />
          <span>
            Single-key shortcuts
            <span className="settings-hint">
              Keys such as <kbd>r</kbd> (refresh), <kbd>?</kbd> (shortcuts) and the views' letters. Turn them off if you
              use speech input or press keys by mistake: shortcuts with Ctrl or ⌘, such as <kbd>Ctrl/⌘ ,</kbd> for
              Settings, keep working.
            </span>
          </span>
        </label>
      </section>

      <HomeSettings />
      <WatchSettings />
      <UpdateSettings />
      <CacheSettings />
      <DataFolder />
      <Keychain />
    </section>
  );
}

function DataFolder(): ReactNode {
  const folder = useQuery({ queryKey: appKeys.dataFolder, queryFn: () => ask('data.folder', {}), staleTime: Infinity });
  const open = async () => {
    const reply = await bridge.call('data.open', {});
    if (!reply.ok) notify(`The folder could not be opened: ${reply.error.message}`, 'error');
  };
  return (
    <section className="screen-section settings-section" aria-labelledby="settings-data">
      <h2 id="settings-data">Data folder</h2>
      <p className="settings-hint">
        Where Spyglass keeps its settings and the encrypted cache. API keys are not in it.
      </p>
      {folder.isPending ? (
        <p role="status">Reading…</p>
      ) : folder.isError ? (
        <p role="alert">{folder.error.message}</p>
      ) : (
        <div className="settings-row">
          <code className="settings-path" data-testid="data-folder">
            {folder.data.path}
          </code>
          {folder.data.canOpen ? (
            <button type="button" onClick={() => void open()}>
              Open
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}

function Keychain(): ReactNode {
  const keychain = useAccounts().list?.keychain;
  return (
    <section className="screen-section settings-section" aria-labelledby="settings-keychain">
      <h2 id="settings-keychain">Keychain</h2>
      {keychain === undefined ? null : keychain === 'available' ? (
        <p data-testid="keychain-state">
          <strong>Available.</strong> API keys and the cache's encryption key are kept in the operating system's
          keychain; the cache lasts from one launch to the next.
        </p>
      ) : (
        <p data-testid="keychain-state">
          <strong>This session only.</strong> No OS keychain is available: API keys are kept in memory and must be
          entered again after Spyglass quits, and cached answers last only until then.
        </p>
      )}
    </section>
  );
}
