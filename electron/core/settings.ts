// Settings: accounts, the selected account and project, preferences. One JSON file, written
// atomically; what of it cannot be read is set aside and reported, never fatal.
import { readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Account, Selection } from '../../shared/bridge.ts';
import type { Preferences } from '../../shared/preferences.ts';
import { writeFileAtomic } from './atomic-file.ts';
import { moveAside, setAsideStamp } from './set-aside.ts';
import { EMPTY_SETTINGS, salvageSettings, settingsSchema, type SettingsData } from './settings-salvage.ts';

export type { SettingsData } from './settings-salvage.ts';

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

  /**
   * The settings in `userDataDir`. What does not read is set aside in a file beside them (that
   * can be imported again) and named in a notice; everything that reads is kept.
   */
  static async open(userDataDir: string): Promise<Settings> {
    const path = join(userDataDir, 'settings.json');
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return new Settings(path, structuredClone(EMPTY_SETTINGS), []);
      if (code !== 'EISDIR') throw error;
      const aside = await moveAside(path);
      return new Settings(path, structuredClone(EMPTY_SETTINGS), [
        `A folder stood where the settings file goes; it was moved to ${aside}. Spyglass started with fresh settings.`,
      ]);
    }
    const parsed = safeJson(text);
    const asidePath = join(userDataDir, `settings.set-aside-${setAsideStamp()}.json`);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      await rename(path, asidePath);
      return new Settings(path, structuredClone(EMPTY_SETTINGS), [
        `The settings file could not be read (it is not a JSON object) and was set aside, as it was, in ${asidePath}. No account or preference could be kept; Spyglass started with fresh settings.`,
      ]);
    }
    const salvage = salvageSettings(parsed as Record<string, unknown>);
    if (!salvage.setAside && !salvage.otherVersion) return new Settings(path, salvage.data, []);
    const notices: string[] = [];
    if (salvage.otherVersion) {
      // A newer version's file is kept whole: this version rewrites the file in its own shape.
      await writeFileAtomic(asidePath, text);
      notices.push(
        `The settings file was written by another version of Spyglass (${salvage.version === undefined ? 'it names no version' : `version ${JSON.stringify(salvage.version)}`}); a copy of it as it was is in ${asidePath}. ` +
          `Kept: ${salvage.kept}.${salvage.lost.length > 0 ? ` Not kept: ${salvage.lost.join('; ')}.` : ''}`,
      );
    } else {
      await writeFileAtomic(asidePath, JSON.stringify(salvage.setAside, null, 2));
      notices.push(
        `Some settings could not be read and were set aside, as they were, in ${asidePath}: ${salvage.lost.join('; ')}. Kept: ${salvage.kept}.`,
      );
    }
    // What was kept is written back, so the next launch reads it cleanly.
    await writeFileAtomic(path, JSON.stringify(salvage.data, null, 2));
    return new Settings(path, salvage.data, notices);
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
