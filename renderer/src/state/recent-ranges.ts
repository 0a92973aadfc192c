// The last five fixed ranges the user looked at, kept in localStorage so they survive a restart
// and offered again by the time-window picker.
import { createStore } from '../platform/create-store.ts';
import type { ResolvedWindow, TimeWindow } from '../../../shared/time-window.ts';

const STORAGE_KEY = 'spyglass.recent-ranges';
export const MAX_RECENT_RANGES = 5;

let cachedText: string | null = null;
let cachedList: ResolvedWindow[] = [];

function isRange(value: unknown): value is ResolvedWindow {
  if (typeof value !== 'object' || value === null) return false;
  const { start, end } = value as Record<string, unknown>;
  return Number.isFinite(start) && Number.isFinite(end) && (start as number) < (end as number);
}

export function readRecentRanges(): ResolvedWindow[] {
  const text = localStorage.getItem(STORAGE_KEY);
  if (text === cachedText) return cachedList;
  cachedText = text;
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    cachedList = Array.isArray(parsed) ? parsed.filter(isRange).slice(0, MAX_RECENT_RANGES) : [];
  } catch {
    cachedList = []; // a hand-edited or foreign value is not worth an error
  }
  return cachedList;
}

const recentRanges = createStore<ResolvedWindow[]>({
  read: readRecentRanges,
  write: (ranges) => localStorage.setItem(STORAGE_KEY, JSON.stringify(ranges)),
  // Another window of the app (browser host tabs) may add ranges too.
  watch: (changed) => {
    const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && changed();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
});

/** Puts a fixed range first (once); relative windows are always one click away as presets. */
export function rememberRange(window: TimeWindow): void {
  if (window.kind !== 'absolute') return;
  const rest = readRecentRanges().filter((range) => range.start !== window.start || range.end !== window.end);
  const next = [{ start: window.start, end: window.end }, ...rest].slice(0, MAX_RECENT_RANGES);
  recentRanges.set(next);
}

export const useRecentRanges = (): ResolvedWindow[] => recentRanges.use();
