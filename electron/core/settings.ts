// Settings: accounts, the selected account and project, preferences. One JSON file, written
// atomically; a file that cannot be read is moved aside and reported, never fatal.
import { readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { accountSchema, preferencesSchema, selectionSchema, type Account, type Selection } from '../../shared/bridge.ts';
import { DEFAULT_PREFERENCES, type Preferences } from '../../shared/preferences.ts';
import { writeFileAtomic } from './atomic-file.ts';

const settingsSchema = z.object({
  version: z.literal(1),
  accounts: z.array(accountSchema),
  selected: selectionSchema.nullable(),
  preferences: preferencesSchema,
  /** Host-specific state (window bounds and the like), opaque here. */
  host: z.record(z.string(), z.unknown()),
});
export type SettingsData = z.infer<typeof settingsSchema>;

const EMPTY: SettingsData = { version: 1, accounts: [], selected: null, preferences: DEFAULT_PREFERENCES, host: {} };

export class Settings {
  private data: SettingsData;
  private readonly path: string;
  /** What went wrong reading the file, for the user; cleared when read. */
  readonly notices: string[];
  private writing: Promise<void> = Promise.resolve();

  private constructor(path: string, data: SettingsData, notices: string[]) {
    this.path = path;
    this.data = data;
    this.notices = notices;
  }

  static async open(userDataDir: string): Promise<Settings> {
    const path = join(userDataDir, 'settings.json');
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Settings(path, structuredClone(EMPTY), []);
      throw error;
    }
    const parsed = safeJson(text);
    // Preferences added in later versions get their defaults instead of failing the whole file.
    const result = settingsSchema.safeParse(
      parsed && typeof parsed === 'object' ? { ...parsed, preferences: { ...DEFAULT_PREFERENCES, ...(parsed as SettingsData).preferences } } : parsed,
    );
    if (result.success) return new Settings(path, result.data, []);
    const aside = `${path}.unreadable-${Date.now()}`;
    await rename(path, aside);
    return new Settings(path, structuredClone(EMPTY), [
      `The settings file could not be read and was moved to ${aside}. Spyglass started with fresh settings; your API keys are still in the keychain.`,
    ]);
  }

  get accounts(): readonly Account[] {
    return this.data.accounts;
  }
  get selected(): Selection | null {
    return this.data.selected;
  }
  get preferences(): Preferences {
    return this.data.preferences;
  }
  account(id: string): Account | undefined {
    return this.data.accounts.find((account) => account.id === id);
  }
  host<T>(key: string): T | undefined {
    return this.data.host[key] as T | undefined;
  }

  /** Resolves when every change so far is on disk. */
  flush(): Promise<void> {
    return this.writing.catch(() => undefined);
  }

  /** Applies a change and persists it; writes are serialised so the last change wins on disk. */
  update(change: (draft: SettingsData) => void): Promise<void> {
    const draft = structuredClone(this.data);
    change(draft);
    this.data = settingsSchema.parse(draft);
    const snapshot = JSON.stringify(this.data, null, 2);
    this.writing = this.writing.catch(() => undefined).then(() => writeFileAtomic(this.path, snapshot));
    return this.writing;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
