import { describe, expect, it } from 'vitest';
import { healthThresholdsSchema, preferencesSchema } from './bridge.ts';
import { DEFAULT_HEALTH_THRESHOLDS, DEFAULT_PREFERENCES, healthThresholdProblems } from './preferences.ts';

describe('preferences', () => {
  it('has defaults the contract accepts as they are', () => {
    expect(preferencesSchema.strict().parse(DEFAULT_PREFERENCES)).toEqual(DEFAULT_PREFERENCES);
  });

  it('refuses a change of the Projects home preferences that does not read', () => {
    const change = preferencesSchema.partial().strict();
    expect(change.safeParse({ launchScreen: 'home', homeGrouping: 'flat' }).success).toBe(true);
    expect(change.safeParse({ launchScreen: 'overview' }).success).toBe(false);
    expect(change.safeParse({ starredProjects: [{ accountId: 'a1' }] }).success).toBe(false);
    expect(change.safeParse({ health: { ...DEFAULT_HEALTH_THRESHOLDS, failingRatio: 1 } }).success).toBe(false);
  });
});

describe('health thresholds', () => {
  it('finds nothing wrong with the defaults', () => {
    expect(healthThresholdProblems(DEFAULT_HEALTH_THRESHOLDS)).toEqual({});
  });

  it('says, per threshold, what is wrong in words', () => {
    const t = DEFAULT_HEALTH_THRESHOLDS;
    expect(healthThresholdProblems({ ...t, failingRatio: 1, degradedRatio: 100.5 })).toEqual({
      failingRatio: 'must be more than 1',
      degradedRatio: 'must be at most 100',
    });
    expect(healthThresholdProblems({ ...t, minEvents: 2.5, newGroups: 1001 })).toEqual({
      minEvents: 'must be a whole number',
      newGroups: 'must be at most 1000',
    });
    expect(healthThresholdProblems({ ...t, apdexDegraded: Number.NaN, apdexFailing: -0.1 })).toEqual({
      apdexDegraded: 'must be a number',
      apdexFailing: 'must be at least 0',
    });
    expect(healthThresholdProblems({ ...t, failingRatio: 2, degradedRatio: 2.5 })).toEqual({
      failingRatio: 'must not be under the ratio for degraded',
    });
    expect(healthThresholdProblems({ ...t, apdexFailing: 0.8 })).toEqual({
      apdexFailing: 'must not be above the apdex for degraded',
    });
  });

  it('is the rule the contract applies, naming the threshold', () => {
    const read = healthThresholdsSchema.safeParse({ ...DEFAULT_HEALTH_THRESHOLDS, newGroups: -1 });
    expect(read.success).toBe(false);
    expect(read.error?.issues).toEqual([
      expect.objectContaining({ path: ['newGroups'], message: 'must be at least 0' }),
    ]);
  });
});

describe('time zone and locale preferences', () => {
  const change = preferencesSchema.partial().strict();
  it('takes local, utc, or any zone Intl knows, and keeps older files valid', () => {
    for (const timeZone of ['local', 'utc', 'Asia/Kolkata', 'America/New_York', 'Asia/Calcutta'])
      expect(change.safeParse({ timeZone }).success, timeZone).toBe(true);
    for (const timeZone of ['', 'Mars/Olympus', 'LOCAL', 3]) expect(change.safeParse({ timeZone }).success).toBe(false);
  });

  it('takes the system locale or a BCP 47 tag, a clock and a first day of the week', () => {
    expect(change.safeParse({ locale: 'system', hourCycle: 'h23', weekStart: 1 }).success).toBe(true);
    expect(change.safeParse({ locale: 'pt-BR', hourCycle: 'locale', weekStart: 'locale' }).success).toBe(true);
    expect(change.safeParse({ locale: 'not a locale!' }).success).toBe(false);
    expect(change.safeParse({ hourCycle: 'h24' }).success).toBe(false);
    expect(change.safeParse({ weekStart: 7 }).success).toBe(false);
  });
});
