// The watch's settings: which projects are watched, how often, when to keep quiet, how many
// requests it may spend, and whether it runs with the window closed. Read part by part, like the
// settings file (electron/core/settings-salvage.ts): a damaged or newer file costs the fields that
// do not read, never the others. The thresholds of a spike are not here: they are the health
// thresholds of the preferences (shared/preferences.ts), so a project notifies when the Projects
// home would call it failing, by the same numbers. Free of zod, like the preferences: the
// renderer reads the defaults; watch-settings-schema.ts checks and salvages a stored copy.

/** How often the watch may look, in minutes; the Settings form offers these. */
export const CADENCE_MINUTES = [1, 5, 15, 60] as const;
export type CadenceMinutes = (typeof CADENCE_MINUTES)[number];

/** A project whose watching was turned on or off by hand. */
export interface WatchChoice {
  accountId: string;
  projectId: string;
  watched: boolean;
}

/** A time of day, "HH:mm", on the wall clock of the chosen time zone. */
export type ClockTime = string;

export interface QuietHours {
  on: boolean;
  /** From this time (held back from here)… */
  from: ClockTime;
  /** …to this one, the next day when it is earlier (22:00–08:00). */
  to: ClockTime;
}

export interface WatchSettings {
  /** Choices made by hand; a project without one is watched when it is starred. */
  choices: WatchChoice[];
  cadenceMinutes: CadenceMinutes;
  quietHours: QuietHours;
  /** Requests the watch may send per account per hour; past it, it looks less often. */
  requestBudget: number;
  /** Keep watching (in the tray) when the last window closes. */
  keepWatchingWhenClosed: boolean;
  openAtLogin: boolean;
}

/**
 * 1,500 requests an hour is 25 a minute: room for an account's 50 projects at the default
 * cadence (26 requests per project per hour, see plan.ts), well under what a shared API key
 * usually may send. The service publishes no limit (DOMAIN.md), so this is a guess to tune.
 */
export const DEFAULT_REQUEST_BUDGET = 1500;
export const REQUEST_BUDGET_LIMITS = { min: 60, max: 100_000 } as const;

export const DEFAULT_WATCH_SETTINGS: WatchSettings = {
  choices: [],
  cadenceMinutes: 5,
  quietHours: { on: false, from: '22:00', to: '08:00' },
  requestBudget: DEFAULT_REQUEST_BUDGET,
  // A watch that stops when the window closes misses what it is for; the tray shows it runs.
  keepWatchingWhenClosed: true,
  openAtLogin: false,
};

/** Whether a project is watched: by its hand-made choice, else because it is starred. */
export function isWatched(
  settings: Pick<WatchSettings, 'choices'>,
  project: { accountId: string; projectId: string },
  starred: boolean,
): boolean {
  return choiceOf(settings.choices, project)?.watched ?? starred;
}

export function choiceOf(
  choices: readonly WatchChoice[],
  project: { accountId: string; projectId: string },
): WatchChoice | undefined {
  return choices.find((c) => c.accountId === project.accountId && c.projectId === project.projectId);
}
