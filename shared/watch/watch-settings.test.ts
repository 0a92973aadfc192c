import { describe, expect, it } from 'vitest';
import { DEFAULT_WATCH_SETTINGS, isWatched } from './watch-settings.ts';
import { salvageWatchSettings, watchSettingsSchema } from './watch-settings-schema.ts';

describe('watch settings', () => {
  it('has defaults the schema accepts as they are', () => {
    expect(watchSettingsSchema.strict().parse(DEFAULT_WATCH_SETTINGS)).toEqual(DEFAULT_WATCH_SETTINGS);
  });

  it('watches a starred project unless turned off by hand, and any project turned on', () => {
    const settings = {
      choices: [
        { accountId: 'a', projectId: 'shop', watched: false },
        { accountId: 'a', projectId: 'blog', watched: true },
      ],
    };
    expect(isWatched(settings, { accountId: 'a', projectId: 'shop' }, true)).toBe(false);
    expect(isWatched(settings, { accountId: 'a', projectId: 'blog' }, false)).toBe(true);
    expect(isWatched(settings, { accountId: 'a', projectId: 'docs' }, true)).toBe(true);
    expect(isWatched(settings, { accountId: 'b', projectId: 'shop' }, false)).toBe(false);
  });

  it('refuses a cadence it does not offer and quiet hours that do not read', () => {
    const change = watchSettingsSchema.partial().strict();
    expect(change.safeParse({ cadenceMinutes: 15 }).success).toBe(true);
    expect(change.safeParse({ cadenceMinutes: 10 }).success).toBe(false);
    expect(change.safeParse({ quietHours: { on: true, from: '22:00', to: '24:00' } }).success).toBe(false);
    expect(change.safeParse({ quietHours: { on: true, from: '08:00', to: '08:00' } }).success).toBe(false);
    expect(change.safeParse({ requestBudget: 10 }).success).toBe(false);
  });
});

describe('a damaged copy of the watch settings', () => {
  it('keeps every field that reads and sets the others aside, in words', () => {
    const salvage = salvageWatchSettings({
      cadenceMinutes: 7,
      requestBudget: 900,
      quietHours: { on: true },
      openAtLogin: 'yes',
      keepWatchingWhenClosed: false,
      sound: 'ping',
      choices: [
        { accountId: 'a', projectId: 'shop', watched: false },
        { accountId: 'a', projectId: 'blog' },
        { accountId: 'a', projectId: 'shop', watched: true },
      ],
    });
    expect(salvage.settings).toEqual({
      ...DEFAULT_WATCH_SETTINGS,
      requestBudget: 900,
      // Quiet hours of an older file: the parts it lacks take their defaults.
      quietHours: { ...DEFAULT_WATCH_SETTINGS.quietHours, on: true },
      keepWatchingWhenClosed: false,
      choices: [{ accountId: 'a', projectId: 'shop', watched: false }],
    });
    expect(salvage.setAside).toEqual({
      cadenceMinutes: 7,
      openAtLogin: 'yes',
      sound: 'ping',
      choices: [
        { accountId: 'a', projectId: 'blog' },
        { accountId: 'a', projectId: 'shop', watched: true },
      ],
    });
    expect(salvage.lost).toEqual([
      'the setting "cadenceMinutes"',
      'the setting "openAtLogin"',
      'the setting "sound", unknown to this version',
      '2 project choices that did not read',
    ]);
  });

  it('reads an intact copy whole, and something that is no settings at all as the defaults', () => {
    expect(salvageWatchSettings(structuredClone(DEFAULT_WATCH_SETTINGS))).toEqual({
      settings: DEFAULT_WATCH_SETTINGS,
      setAside: null,
      lost: [],
    });
    expect(salvageWatchSettings([1, 2])).toEqual({
      settings: DEFAULT_WATCH_SETTINGS,
      setAside: { settings: [1, 2] },
      lost: ['the watch settings'],
    });
    expect(salvageWatchSettings({ choices: 'all' })).toMatchObject({
      setAside: { choices: 'all' },
      lost: ['the project choices, which are not a list'],
    });
  });
});
