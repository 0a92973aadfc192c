import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WATCH_SETTINGS } from '../../shared/watch/watch-settings.ts';
import { DEFAULT_HEALTH_THRESHOLDS, DEFAULT_PREFERENCES } from '../../shared/preferences.ts';
import { Settings } from './settings.ts';

const fresh = () => mkdtemp(join(tmpdir(), 'spyglass-settings-'));

const account = {
  id: 'a1',
  name: 'Prod',
  baseUrl: 'https://api.example.com',
  projects: [{ id: 'p1', name: 'p1', kind: 'browser' as const }],
};

/** A settings file of this version with these preferences (as another build or a hand wrote them). */
const writePreferences = (dir: string, preferences: unknown, accounts: unknown[] = [account]) =>
  writeFile(
    join(dir, 'settings.json'),
    JSON.stringify({ version: 1, accounts, selected: null, preferences, host: {} }),
  );

describe('Settings', () => {
  it('starts empty and persists changes across opens', async () => {
    const dir = await fresh();
    const settings = await Settings.open(dir);
    expect(settings.accounts).toEqual([]);
    expect(settings.preferences).toEqual(DEFAULT_PREFERENCES);
    await settings.update((draft) => {
      draft.accounts.push(account);
      draft.selected = { accountId: 'a1', projectId: 'p1' };
      draft.preferences.theme = 'dark';
    });
    const again = await Settings.open(dir);
    expect(again.accounts).toEqual([account]);
    expect(again.selected).toEqual({ accountId: 'a1', projectId: 'p1' });
    expect(again.preferences.theme).toBe('dark');
    expect(again.notices).toEqual([]);
  });

  it('sets aside a file that is not JSON, as it was, reports it and starts fresh', async () => {
    const dir = await fresh();
    await writeFile(join(dir, 'settings.json'), '{"version": 1, "accounts": [tru');
    const settings = await Settings.open(dir);
    expect(settings.accounts).toEqual([]);
    expect(settings.notices).toEqual([
      expect.stringMatching(
        /could not be read \(it is not a JSON object\) and was set aside, as it was, in .*settings\.set-aside-[\dT-]+Z\.json\. No account or preference could be kept/,
      ),
    ]);
    expect(settings.notices[0]).not.toMatch(/keychain/);
    const aside = (await readdir(dir)).find((f) => f.startsWith('settings.set-aside-'))!;
    expect(await readFile(join(dir, aside), 'utf8')).toBe('{"version": 1, "accounts": [tru');
  });

  it('keeps every account and preference that reads, and sets aside, by name, only what does not', async () => {
    const dir = await fresh();
    const staging = { ...account, id: 'a2', name: 'Staging' };
    const broken = {
      id: 'a3',
      name: 'Legacy',
      baseUrl: 'https://old.example.com',
      projects: [{ id: 'p9', name: 'p9', kind: 'mobile' }],
    };
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({
        version: 1,
        accounts: [account, broken, staging],
        selected: { accountId: 'a2', projectId: 'p1' },
        preferences: { theme: 'dark', timeZone: 'mars', privacyMask: true },
        host: { bounds: { width: 800 } },
      }),
    );
    const settings = await Settings.open(dir);
    expect(settings.accounts).toEqual([account, staging]);
    expect(settings.selected).toEqual({ accountId: 'a2', projectId: 'p1' });
    expect(settings.preferences).toEqual({ ...DEFAULT_PREFERENCES, theme: 'dark', privacyMask: true });
    expect(settings.host('bounds')).toEqual({ width: 800 });
    expect(settings.notices).toHaveLength(1);
    expect(settings.notices[0]).toMatch(
      /^Some settings could not be read and were set aside, as they were, in .*settings\.set-aside-.*\.json: the account "Legacy" \(projects\.0\.kind: .*\); the preference "timeZone"\. Kept: the accounts "Prod", "Staging" and the other preferences\.$/,
    );
    // The part set aside is a settings file of its own, its values as they were: it can be imported again.
    const aside = (await readdir(dir)).find((f) => f.startsWith('settings.set-aside-'))!;
    expect(JSON.parse(await readFile(join(dir, aside), 'utf8'))).toEqual({
      version: 1,
      accounts: [broken],
      preferences: { timeZone: 'mars' },
    });
    // What was kept was written back: the next launch reads it cleanly.
    const again = await Settings.open(dir);
    expect(again.notices).toEqual([]);
    expect(again.accounts).toEqual([account, staging]);
  });

  it("reads what it can of a newer version's file, and keeps a copy of it whole", async () => {
    const dir = await fresh();
    const newer = JSON.stringify({
      version: 2,
      accounts: [account],
      selected: { accountId: 'a1', projectId: 'p1' },
      preferences: { theme: 'light', density: 'compact' },
      host: {},
      workspaces: [{ id: 'w1' }],
    });
    await writeFile(join(dir, 'settings.json'), newer);
    const settings = await Settings.open(dir);
    expect(settings.accounts).toEqual([account]);
    expect(settings.selected).toEqual({ accountId: 'a1', projectId: 'p1' });
    expect(settings.preferences.theme).toBe('light');
    expect(settings.notices).toEqual([
      expect.stringMatching(
        /written by another version of Spyglass \(version 2\); a copy of it as it was is in .*settings\.set-aside-.*\.json\. Kept: the account "Prod" and the other preferences\. Not kept: the preference "density"; the setting "workspaces", unknown to this version\.$/,
      ),
    ]);
    const aside = (await readdir(dir)).find((f) => f.startsWith('settings.set-aside-'))!;
    expect(await readFile(join(dir, aside), 'utf8')).toBe(newer);
  });

  it('sets aside a folder that stands where the settings file goes, and starts', async () => {
    const dir = await fresh();
    await mkdir(join(dir, 'settings.json'));
    await writeFile(join(dir, 'settings.json', 'inside'), 'kept');
    const settings = await Settings.open(dir);
    expect(settings.notices).toEqual([
      expect.stringMatching(
        /A folder stood where the settings file goes; it was moved to .*settings\.json\.set-aside-/,
      ),
    ]);
    await settings.update((draft) => {
      draft.preferences.theme = 'dark';
    });
    expect((await Settings.open(dir)).preferences.theme).toBe('dark');
    const aside = (await readdir(dir)).find((f) => f.startsWith('settings.json.set-aside-'))!;
    expect(await readFile(join(dir, aside, 'inside'), 'utf8')).toBe('kept');
  });

  it('refuses a change that would break the schema, keeping the old state', async () => {
    const settings = await Settings.open(await fresh());
    expect(() =>
      settings.update((draft) => {
        (draft.preferences as { theme: string }).theme = 'purple';
      }),
    ).toThrow();
    expect(settings.preferences.theme).toBe('system');
  });

  it('fills preferences added later with their defaults', async () => {
    const dir = await fresh();
    await writePreferences(dir, { theme: 'light' });
    const settings = await Settings.open(dir);
    expect(settings.preferences).toEqual({ ...DEFAULT_PREFERENCES, theme: 'light' });
    expect(settings.accounts).toEqual([account]);
  });

  it('keeps an IANA zone and sets a locale it cannot read aside, keeping the rest', async () => {
    const dir = await fresh();
    await writePreferences(dir, {
      theme: 'dark',
      timeZone: 'Asia/Kolkata',
      locale: '??',
      hourCycle: 'h23',
      weekStart: 1,
    });
    const settings = await Settings.open(dir);
    expect(settings.preferences).toEqual({
      ...DEFAULT_PREFERENCES,
      theme: 'dark',
      timeZone: 'Asia/Kolkata',
      hourCycle: 'h23',
      weekStart: 1,
    });
  });

  it('reads a file from before the Projects home and the watch with their defaults', async () => {
    const dir = await fresh();
    const before = {
      theme: 'dark',
      timeZone: 'utc',
      privacyMask: false,
      cacheMaxBytes: 256 * 1024 * 1024,
      allowedLinkHosts: [],
      singleKeyShortcuts: true,
      autoUpdate: false,
    };
    await writePreferences(dir, before);
    const settings = await Settings.open(dir);
    expect(settings.preferences).toEqual({
      ...before,
      launchScreen: 'auto',
      homeGrouping: 'account',
      starredProjects: [],
      health: DEFAULT_HEALTH_THRESHOLDS,
      watch: DEFAULT_WATCH_SETTINGS,
      recentTimeZones: [],
      locale: 'system',
      hourCycle: 'locale',
      weekStart: 'locale',
    });
    expect(settings.notices).toEqual([]);
  });

  it('reads the watch part by part: a damaged choice costs that choice, not the cadence nor the others', async () => {
    const dir = await fresh();
    const good = { accountId: 'a1', projectId: 'p1', watched: true };
    const watch = {
      cadenceMinutes: 15,
      choices: [good, { accountId: 'a1', watched: 'yes' }],
      quietHours: { on: true },
    };
    await writePreferences(dir, { watch });
    const settings = await Settings.open(dir);
    expect(settings.preferences.watch).toEqual({
      ...DEFAULT_WATCH_SETTINGS,
      cadenceMinutes: 15,
      choices: [good],
      quietHours: { ...DEFAULT_WATCH_SETTINGS.quietHours, on: true },
    });
    expect(settings.notices.join(' ')).toContain('"watch"');
  });

  it('keeps the Projects home preferences that read, fills thresholds it lacks, and sets aside the rest', async () => {
    const dir = await fresh();
    const starred = [{ accountId: 'a1', projectId: 'p1' }];
    await writePreferences(dir, {
      launchScreen: 'home',
      homeGrouping: 'by-team',
      starredProjects: starred,
      // A file of a version with fewer thresholds: the others take their defaults.
      health: { failingRatio: 4, minEvents: 50 },
    });
    const settings = await Settings.open(dir);
    expect(settings.preferences).toMatchObject({
      launchScreen: 'home',
      homeGrouping: 'account',
      starredProjects: starred,
      health: { ...DEFAULT_HEALTH_THRESHOLDS, failingRatio: 4, minEvents: 50 },
    });
    expect(settings.notices).toEqual([expect.stringMatching(/the preference "homeGrouping"\. Kept:/)]);
  });

  it('sets aside thresholds out of their range, or failing ones milder than the degraded ones', async () => {
    for (const health of [
      { ...DEFAULT_HEALTH_THRESHOLDS, degradedRatio: 1 },
      { ...DEFAULT_HEALTH_THRESHOLDS, failingRatio: 101 },
      { ...DEFAULT_HEALTH_THRESHOLDS, minEvents: 2.5 },
      { ...DEFAULT_HEALTH_THRESHOLDS, apdexDegraded: 1.2 },
      { ...DEFAULT_HEALTH_THRESHOLDS, newGroups: -1 },
      { ...DEFAULT_HEALTH_THRESHOLDS, apdexFailing: 0.8, apdexDegraded: 0.6 },
      { ...DEFAULT_HEALTH_THRESHOLDS, failingRatio: 2, degradedRatio: 3 },
      'strict',
    ]) {
      const dir = await fresh();
      await writePreferences(dir, { health }, []);
      const settings = await Settings.open(dir);
      expect(settings.preferences.health).toEqual(DEFAULT_HEALTH_THRESHOLDS);
      expect(settings.notices).toEqual([expect.stringContaining('the preference "health"')]);
    }
  });

  it('sets aside a starred list longer than 500', async () => {
    const dir = await fresh();
    const starredProjects = Array.from({ length: 501 }, (_, i) => ({ accountId: 'a1', projectId: `p${i}` }));
    await writePreferences(dir, { starredProjects }, []);
    expect((await Settings.open(dir)).preferences.starredProjects).toEqual([]);
  });

  it('keeps the last of quick successive writes on disk', async () => {
    const dir = await fresh();
    const settings = await Settings.open(dir);
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) =>
        settings.update((draft) => {
          draft.host.last = name;
        }),
      ),
    );
    expect((await Settings.open(dir)).host('last')).toBe('d');
  });
});
