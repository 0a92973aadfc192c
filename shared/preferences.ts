// The user's preferences and their defaults, in plain TypeScript: the renderer's first screen
// reads the defaults, and importing the contract (zod) there would double its JavaScript.
// shared/bridge/preferences.ts checks preferences against a schema that must match this type.
import { DEFAULT_WATCH_SETTINGS, type WatchSettings } from './watch/watch-settings.ts';

/**
 * When a project of the Projects home reads failing or degraded (renderer/src/domain/project-health.ts
 * applies them). Here rather than there so the preferences can carry them without the renderer's domain.
 */
export interface HealthThresholds {
  /** Error events (APM: the failure rate) this many times the baseline's: failing. */
  failingRatio: number;
  /** Error events, the failure rate, load or response time this many times the baseline's: degraded. */
  degradedRatio: number;
  /** A change in error events or failures counts only when the window has at least this many. */
  minEvents: number;
  /** Apdex under this: degraded. */
  apdexDegraded: number;
  /** Apdex under this: failing. */
  apdexFailing: number;
  /** This many error groups first seen in the window (and more than the baseline's new groups times the degraded ratio): degraded; 0 turns the rule off. */
  newGroups: number;
}

export const DEFAULT_HEALTH_THRESHOLDS: HealthThresholds = {
  failingRatio: 3,
  degradedRatio: 1.5,
  minEvents: 20,
  apdexDegraded: 0.7,
  apdexFailing: 0.5,
  newGroups: 3,
};

/** The range each threshold may take: the contract checks it, and the Settings form says it. */
export const HEALTH_LIMITS: Record<keyof HealthThresholds, { min: number; max: number; whole: boolean; above?: true }> =
  {
    failingRatio: { min: 1, max: 100, whole: false, above: true },
    degradedRatio: { min: 1, max: 100, whole: false, above: true },
    minEvents: { min: 0, max: 1_000_000, whole: true },
    apdexDegraded: { min: 0, max: 1, whole: false },
    apdexFailing: { min: 0, max: 1, whole: false },
    newGroups: { min: 0, max: 1000, whole: true },
  };

/**
 * What is wrong with thresholds, per threshold, in words ("must be more than 1"); empty when all
 * is well. Beside its range, a failing threshold must not be milder than the degraded one.
 */
export function healthThresholdProblems(t: HealthThresholds): Partial<Record<keyof HealthThresholds, string>> {
  const problems: Partial<Record<keyof HealthThresholds, string>> = {};
  for (const name of Object.keys(HEALTH_LIMITS) as (keyof HealthThresholds)[]) {
    const { min, max, whole, above } = HEALTH_LIMITS[name];
    const value = t[name];
    if (typeof value !== 'number' || !Number.isFinite(value)) problems[name] = 'must be a number';
    else if (whole && !Number.isInteger(value)) problems[name] = 'must be a whole number';
    else if (above ? value <= min : value < min)
      problems[name] = above ? `must be more than ${min}` : `must be at least ${min}`;
    else if (value > max) problems[name] = `must be at most ${max}`;
  }
  if (!problems.failingRatio && !problems.degradedRatio && t.failingRatio < t.degradedRatio)
    problems.failingRatio = 'must not be under the ratio for degraded';
  if (!problems.apdexFailing && !problems.apdexDegraded && t.apdexFailing > t.apdexDegraded)
    problems.apdexFailing = 'must not be above the apdex for degraded';
  return problems;
}

export interface Preferences {
  theme: 'system' | 'light' | 'dark';
  /** 'local' (the OS's zone), 'utc', or an IANA zone name ("Asia/Kolkata") that Intl knows. */
  timeZone: string;
  /** Zones chosen lately, the latest first (the zone lists offer them first). */
  recentTimeZones: string[];
  /** How numbers and dates are written: 'system' (the OS's locale), or a BCP 47 tag ("de", "pt-BR"). */
  locale: string;
  /** The clock: the locale's, or 12 or 24 hours whatever the locale. */
  hourCycle: 'locale' | 'h12' | 'h23';
  /** The first day of the week in calendars: the locale's, or 0 (Sunday) … 6 (Saturday). */
  weekStart: 'locale' | 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** Replace personal data of error events by stable pseudonyms on screen and in exports. */
  privacyMask: boolean;
  cacheMaxBytes: number;
  /** Hosts the user chose to open links to (from API data) without asking first. */
  allowedLinkHosts: string[];
  /** Shortcuts of one character key (`r`, `?`, view keys); off, only those with Ctrl/Cmd or Alt work (WCAG 2.1.4). */
  singleKeyShortcuts: boolean;
  /** The desktop app checks for and downloads updates on its own (at start, then every few hours). */
  autoUpdate: boolean;
  /** The screen a launch opens: the Projects home, where the user left off, or (auto) the home when there are two projects or more. */
  launchScreen: 'auto' | 'home' | 'last';
  /** The Projects home lists its rows under their accounts, or in one list. */
  homeGrouping: 'account' | 'flat';
  /** Projects kept at the top of the Projects home. */
  starredProjects: StarredProject[];
  /** When a project of the Projects home reads failing or degraded (and when the watch says so). */
  health: HealthThresholds;
  /** What the watch looks at, how often, and when it keeps quiet. */
  watch: WatchSettings;
}

export interface StarredProject {
  accountId: string;
  projectId: string;
}

export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  timeZone: 'local',
  recentTimeZones: [],
  locale: 'system',
  hourCycle: 'locale',
  weekStart: 'locale',
  privacyMask: false,
  cacheMaxBytes: 256 * 1024 * 1024,
  allowedLinkHosts: [],
  singleKeyShortcuts: true,
  autoUpdate: true,
  launchScreen: 'auto',
  homeGrouping: 'account',
  starredProjects: [],
  health: DEFAULT_HEALTH_THRESHOLDS,
  watch: DEFAULT_WATCH_SETTINGS,
};
