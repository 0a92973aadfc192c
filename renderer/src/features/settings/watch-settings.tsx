// The Watch part of Settings: which projects it looks at, how often, when it keeps quiet, how many
// requests it may spend, whether it runs with the window closed (desktop app), and its
// notifications. Every change is the `watch` preference saved whole; the core plans from it.
import type { ReactNode } from 'react';
import type { Preferences } from '../../../../shared/preferences.ts';
import { CADENCE_MINUTES, type CadenceMinutes } from '../../../../shared/watch/watch-settings.ts';
import { isDesktop } from '../../platform/bridge.ts';
import { usePreferences, useSetPreferences } from '../../state/preferences.ts';
import { Check, Choice } from './settings-controls.tsx';
import { QuietHours, RequestBudget } from './watch-limits.tsx';
import { WatchNotices } from './watch-notices.tsx';
import { WatchProjects } from './watch-projects.tsx';

const CADENCES = CADENCE_MINUTES.map((minutes) => ({
  value: String(minutes) as `${CadenceMinutes}`,
  label: minutes === 60 ? '1 hour' : `${minutes} min`,
}));

export function WatchSettings(): ReactNode {
  const { watch, starredProjects, timeZone } = usePreferences();
  const setPreferences = useSetPreferences();
  const save = (next: Preferences['watch']) => void setPreferences({ watch: next });
  return (
    <section className="screen-section settings-section" aria-labelledby="settings-watch">
      <h2 id="settings-watch">Watch</h2>
      <p className="settings-hint">
        The watch looks at the projects it watches, with no view open, and tells of new error groups, errors back after
        they were resolved and spikes, by the health thresholds of the Projects home. What it finds is in the Inbox.
      </p>
      <WatchProjects watch={watch} starred={starredProjects} onChange={save} />
      <Choice
        legend="Look every"
        name="settings-watch-cadence"
        value={String(watch.cadenceMinutes) as `${CadenceMinutes}`}
        options={CADENCES}
        onChange={(value) => save({ ...watch, cadenceMinutes: Number(value) as CadenceMinutes })}
        note="More often finds a spike sooner and costs more requests (see the request budget)."
      />
      <QuietHours watch={watch} timeZone={timeZone} onChange={save} />
      <RequestBudget watch={watch} onChange={save} />
      {isDesktop ? (
        <fieldset className="settings-choice">
          <legend>In the background</legend>
          <label className="settings-check">
            <Check
              checked={watch.keepWatchingWhenClosed}
              onChange={(on) => save({ ...watch, keepWatchingWhenClosed: on })}
            />
            <span>
              Keep watching when the window is closed
              <span className="settings-hint">Spyglass stays in the tray and goes on looking until you quit it.</span>
            </span>
          </label>
          <label className="settings-check">
            <Check checked={watch.openAtLogin} onChange={(on) => save({ ...watch, openAtLogin: on })} />
            <span>
              Open at login
              <span className="settings-hint">
                Spyglass starts in the tray when you log in, so the watch runs from then.
              </span>
            </span>
          </label>
        </fieldset>
      ) : null}
      <WatchNotices />
    </section>
  );
}
