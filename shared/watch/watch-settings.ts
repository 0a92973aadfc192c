// The watch's settings: which projects are watched, how often, when to keep quiet, how many
// requests it may spend, and whether it runs with the window closed. Read part by part, like the
// settings file (electron/core/settings-salvage.ts): a damaged or newer file costs the fields that
// do not read, never the others. The thresholds of a spike are not here: they are the health
// thresholds of the preferences (shared/preferences.ts), so a project notifies when the Projects
// home would call it failing, by the same numbers.
import { z } from 'zod';
import { parseClock } from './zoned-time.ts';

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

/** As many hand-made choices as an account's projects times a generous number of accounts. */
const MAX_CHOICES = 2000;

const clockTime = z.string().refine((text) => parseClock(text) !== null, { error: 'must be a time such as 22:00' });

export const watchChoiceSchema = z.object({
  accountId: z.string().min(1).max(200),
  projectId: z.string().min(1).max(200),
  watched: z.boolean(),
});

export const watchSettingsSchema = z.object({
  choices: z.array(watchChoiceSchema).max(MAX_CHOICES),
  cadenceMinutes: z.literal(CADENCE_MINUTES),
  quietHours: z
    .object({ on: z.boolean(), from: clockTime, to: clockTime })
    .refine((quiet) => quiet.from !== quiet.to, { error: 'must start and end at different times' }),
  requestBudget: z.number().int().min(REQUEST_BUDGET_LIMITS.min).max(REQUEST_BUDGET_LIMITS.max),
  keepWatchingWhenClosed: z.boolean(),
  openAtLogin: z.boolean(),
}) satisfies z.ZodType<WatchSettings>;

/** Whether a project is watched: by its hand-made choice, else because it is starred. */
export function isWatched(
  settings: Pick<WatchSettings, 'choices'>,
  project: { accountId: string; projectId: string },
  starred: boolean,
): boolean {
  return choiceOf(settings.choices, project)?.watched ?? starred;
}

export interface WatchSettingsSalvage {
  settings: WatchSettings;
  /** What did not read, as it was; null when everything read. */
  setAside: Record<string, unknown> | null;
  /** What was not kept, in words. */
  lost: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Everything that reads in a stored copy of the settings, and what does not, apart. A choice that
 * does not read costs that choice; quiet hours from a file that had fewer of their parts take the
 * missing ones from the defaults; an unknown field is set aside, not dropped.
 */
export function salvageWatchSettings(parsed: unknown): WatchSettingsSalvage {
  const settings: WatchSettings = structuredClone(DEFAULT_WATCH_SETTINGS);
  const aside: Record<string, unknown> = {};
  const lost: string[] = [];
  if (!isRecord(parsed)) {
    return { settings, setAside: parsed === undefined ? null : { settings: parsed }, lost: ['the watch settings'] };
  }
  for (const [name, value] of Object.entries(parsed)) {
    if (name === 'choices') continue;
    const schema = watchSettingsSchema.shape[name as keyof WatchSettings] as z.ZodType | undefined;
    const defaults = (DEFAULT_WATCH_SETTINGS as unknown as Record<string, unknown>)[name];
    const read = schema?.safeParse(isRecord(defaults) && isRecord(value) ? { ...defaults, ...value } : value);
    if (read?.success) (settings as unknown as Record<string, unknown>)[name] = read.data;
    else {
      aside[name] = value;
      lost.push(schema ? `the setting "${name}"` : `the setting "${name}", unknown to this version`);
    }
  }
  if (parsed.choices !== undefined && !Array.isArray(parsed.choices)) {
    aside.choices = parsed.choices;
    lost.push('the project choices, which are not a list');
  } else if (Array.isArray(parsed.choices)) {
    const asideChoices = parsed.choices.filter((item: unknown) => {
      const choice = watchChoiceSchema.safeParse(item);
      // The first choice of a project is the one kept, as isWatched reads the first.
      const kept = choice.success && !choiceOf(settings.choices, choice.data) && settings.choices.length < MAX_CHOICES;
      if (kept) settings.choices.push(choice.data);
      return !kept;
    });
    if (asideChoices.length > 0) {
      aside.choices = asideChoices;
      lost.push(`${asideChoices.length} project choice${asideChoices.length > 1 ? 's' : ''} that did not read`);
    }
  }
  return { settings, setAside: Object.keys(aside).length > 0 ? aside : null, lost };
}

function choiceOf(
  choices: readonly WatchChoice[],
  project: { accountId: string; projectId: string },
): WatchChoice | undefined {
  return choices.find((c) => c.accountId === project.accountId && c.projectId === project.projectId);
}
