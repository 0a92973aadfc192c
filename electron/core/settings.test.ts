import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../shared/preferences.ts';
import { Settings } from './settings.ts';

const fresh = () => mkdtemp(join(tmpdir(), 'spyglass-settings-'));
const account = { id: 'a1', name: 'Prod', baseUrl: 'https://api.example.com', projects: [{ id: 'p1', name: 'p1', kind: 'browser' as const }] };

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

  it('moves an unreadable file aside, reports it and starts fresh', async () => {
    const dir = await fresh();
    await writeFile(join(dir, 'settings.json'), '{"version": 1, "accounts": [tru');
    const settings = await Settings.open(dir);
    expect(settings.accounts).toEqual([]);
    expect(settings.notices).toHaveLength(1);
    expect(settings.notices[0]).toMatch(/could not be read and was moved to .*settings\.json\.unreadable-\d+/);
    const files = await readdir(dir);
    expect(files.some((f) => f.startsWith('settings.json.unreadable-'))).toBe(true);
    expect(await readFile(join(dir, files.find((f) => f.startsWith('settings.json.unreadable-'))!), 'utf8')).toContain('[tru');
  });

  it('refuses a change that would break the schema, keeping the old state', async () => {
    const settings = await Settings.open(await fresh());
    expect(() => settings.update((draft) => {
      (draft.preferences as { theme: string }).theme = 'purple';
    })).toThrow();
    expect(settings.preferences.theme).toBe('system');
  });

  it('fills preferences added later with their defaults', async () => {
    const dir = await fresh();
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ version: 1, accounts: [account], selected: null, preferences: { theme: 'light' }, host: {} }));
    const settings = await Settings.open(dir);
    expect(settings.preferences).toEqual({ ...DEFAULT_PREFERENCES, theme: 'light' });
    expect(settings.accounts).toEqual([account]);
  });

  it('keeps the last of quick successive writes on disk', async () => {
    const dir = await fresh();
    const settings = await Settings.open(dir);
    await Promise.all(['a', 'b', 'c', 'd'].map((name) => settings.update((draft) => {
      draft.host.last = name;
    })));
    expect((await Settings.open(dir)).host('last')).toBe('d');
  });
});
