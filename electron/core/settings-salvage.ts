// Reading a settings file part by part: every account and preference that reads is kept, and
// only what does not read is set aside, as it was, with words saying what was kept and what not.
// One account with a project of an unknown kind, or a file from a newer version, costs that
// account or those fields, not every account and preference.
import { z } from 'zod';
import { accountSchema, preferencesSchema, selectionSchema } from '../../shared/bridge.ts';
import { DEFAULT_PREFERENCES, type Preferences } from '../../shared/preferences.ts';
import { salvageWatchSettings } from '../../shared/watch/watch-settings-schema.ts';

export const SETTINGS_VERSION = 1;

export const settingsSchema = z.object({
  version: z.literal(SETTINGS_VERSION),
  accounts: z.array(accountSchema),
  selected: selectionSchema.nullable(),
  preferences: preferencesSchema,
  /** Host-specific state (window bounds and the like), opaque here. */
  host: z.record(z.string(), z.unknown()),
});
export type SettingsData = z.infer<typeof settingsSchema>;

export const EMPTY_SETTINGS: SettingsData = {
  version: SETTINGS_VERSION,
  accounts: [],
  selected: null,
  preferences: DEFAULT_PREFERENCES,
  host: {},
};

export interface Salvage {
  data: SettingsData;
  /** What did not read, as it was, shaped like a settings file; null when everything read. */
  setAside: Record<string, unknown> | null;
  /** The file says it was written by another version (or says no version): `version` is what it says. */
  otherVersion: boolean;
  version: unknown;
  /** What was not kept, in words ("the account "Prod" (projects.0.kind: …)"). */
  lost: string[];
  /** What was kept, in words. */
  kept: string;
}

const KNOWN_FIELDS = ['version', 'accounts', 'selected', 'preferences', 'host'];

/** Everything that reads in `parsed` (a settings file's JSON), and what does not, apart. */
export function salvageSettings(parsed: Record<string, unknown>): Salvage {
  const data: SettingsData = structuredClone(EMPTY_SETTINGS);
  const aside: Record<string, unknown> = {};
  const lost: string[] = [];

  const accounts = Array.isArray(parsed.accounts) ? parsed.accounts : [];
  if (parsed.accounts !== undefined && !Array.isArray(parsed.accounts)) {
    aside.accounts = parsed.accounts;
    lost.push('the list of accounts, which is not a list');
  }
  const asideAccounts: unknown[] = [];
  for (const raw of accounts) {
    const account = accountSchema.safeParse(raw);
    const duplicate = account.success && data.accounts.some((kept) => kept.id === account.data.id);
    if (account.success && !duplicate) {
      data.accounts.push(account.data);
      continue;
    }
    asideAccounts.push(raw);
    const why = account.success ? "its id is another account's" : firstIssue(account.error);
    lost.push(`${accountName(raw)} (${why})`);
  }
  if (asideAccounts.length > 0) aside.accounts = asideAccounts;

  const selected = selectionSchema.nullable().safeParse(parsed.selected ?? null);
  if (!selected.success) {
    aside.selected = parsed.selected;
    lost.push('the selected project');
  } else if (
    selected.data &&
    data.accounts.some(
      (a) => a.id === selected.data!.accountId && a.projects.some((p) => p.id === selected.data!.projectId),
    )
  ) {
    data.selected = selected.data;
  }

  const preferences = isRecord(parsed.preferences) ? parsed.preferences : {};
  if (parsed.preferences !== undefined && !isRecord(parsed.preferences)) {
    aside.preferences = parsed.preferences;
    lost.push('the preferences, which are not a set of preferences');
  }
  const asidePreferences: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(preferences)) {
    if (name === 'watch') {
      // Read part by part: a damaged choice or quiet hour costs that part, not the whole watch.
      const watch = salvageWatchSettings(value);
      data.preferences.watch = watch.settings;
      if (watch.setAside) asidePreferences.watch = watch.setAside;
      continue;
    }
    const schema = preferencesSchema.shape[name as keyof Preferences] as z.ZodType | undefined;
    const read = schema?.safeParse(withDefaults(name, value));
    if (read?.success) (data.preferences as unknown as Record<string, unknown>)[name] = read.data;
    else asidePreferences[name] = value;
  }
  if (Object.keys(asidePreferences).length > 0) {
    aside.preferences = asidePreferences;
    lost.push(
      `the preference${Object.keys(asidePreferences).length > 1 ? 's' : ''} ${Object.keys(asidePreferences)
        .map((name) => `"${name}"`)
        .join(', ')}`,
    );
  }

  if (isRecord(parsed.host)) data.host = parsed.host;
  else if (parsed.host !== undefined) {
    aside.host = parsed.host;
    lost.push("the window's state");
  }

  const unknown = Object.keys(parsed).filter((name) => !KNOWN_FIELDS.includes(name));
  for (const name of unknown) aside[name] = parsed[name];
  if (unknown.length > 0)
    lost.push(
      `the setting${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `"${name}"`).join(', ')}, unknown to this version`,
    );

  const otherVersion = parsed.version !== SETTINGS_VERSION;
  const setAside = Object.keys(aside).length > 0 ? { version: parsed.version, ...aside } : null;
  const names = data.accounts.filter((account) => !account.demo).map((account) => `"${account.name}"`);
  const kept = `${names.length === 0 ? 'no account' : `the account${names.length > 1 ? 's' : ''} ${names.join(', ')}`} and ${Object.keys(asidePreferences).length > 0 ? 'the other preferences' : 'the preferences'}`;
  return { data: settingsSchema.parse(data), setAside, otherVersion, version: parsed.version, lost, kept };
}

/**
 * A preference made of parts (the health thresholds) from a file of a version that had fewer of
 * them: the missing parts take their defaults, so the others are kept.
 */
function withDefaults(name: string, value: unknown): unknown {
  const defaults = (DEFAULT_PREFERENCES as unknown as Record<string, unknown>)[name];
  return isRecord(defaults) && isRecord(value) ? { ...defaults, ...value } : value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function accountName(raw: unknown): string {
  const name = isRecord(raw) ? raw.name : undefined;
  return typeof name === 'string' && name.trim() !== ''
    ? `the account "${name.trim().slice(0, 200)}"`
    : 'an account without a readable name';
}

/** The first thing wrong, with where: "projects.1.kind: Invalid option …". */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'it does not read';
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}
