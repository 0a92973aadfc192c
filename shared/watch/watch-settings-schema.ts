// The watch settings' schema, and the salvage of a stored copy part by part (see watch-settings.ts).
import { z } from 'zod';
import {
  choiceOf,
  DEFAULT_WATCH_SETTINGS,
  CADENCE_MINUTES,
  REQUEST_BUDGET_LIMITS,
  type WatchSettings,
} from './watch-settings.ts';
import { parseClock } from './zoned-time.ts';

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
