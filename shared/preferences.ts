// The user's preferences and their defaults, in plain TypeScript: the renderer's first screen
// reads the defaults, and importing the contract (zod) there would double its JavaScript.
// shared/bridge/preferences.ts checks preferences against a schema that must match this type.

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
