// The user's preferences and their defaults, in plain TypeScript: the renderer's first screen
// reads the defaults, and importing the contract (zod) there would double its JavaScript.
// shared/bridge/preferences.ts checks preferences against a schema that must match this type.

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
  /** This many error groups first seen in the window: degraded; 0 turns the rule off. */
  newGroups: number;
}

export const DEFAULT_HEALTH_THRESHOLDS: HealthThresholds = {
  failingRatio: 3,
  degradedRatio: 1.5,
  minEvents: 20,
  apdexDegraded: 0.7,
  apdexFailing: 0.5,
  newGroups: 1,
};

export interface Preferences {
  theme: 'system' | 'light' | 'dark';
  timeZone: 'local' | 'utc';
  /** Replace personal data of error events by stable pseudonyms on screen and in exports. */
  privacyMask: boolean;
  cacheMaxBytes: number;
  /** Hosts the user chose to open links to (from API data) without asking first. */
  allowedLinkHosts: string[];
  /** Shortcuts of one character key (`r`, `?`, view keys); off, only those with Ctrl/Cmd or Alt work (WCAG 2.1.4). */
  singleKeyShortcuts: boolean;
  /** The desktop app checks for and downloads updates on its own (at start, then every few hours). */
  autoUpdate: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  timeZone: 'local',
  privacyMask: false,
  cacheMaxBytes: 256 * 1024 * 1024,
  allowedLinkHosts: [],
  singleKeyShortcuts: true,
  autoUpdate: true,
};
