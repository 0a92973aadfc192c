// Breadcrumb times as offsets from the crash ("-3.2 s", "-1 min 05 s"): what happened just before
// matters more than the wall clock, which stays one hover away.
import type { BreadCrumb } from '../../api/answer-types.ts';

/** `offsetMs` is the crumb's time minus the crash's (so usually negative). */
export function formatOffset(offsetMs: number): string {
  const sign = offsetMs < 0 ? '-' : offsetMs > 0 ? '+' : '';
  const abs = Math.abs(offsetMs);
  if (Math.round(abs) < 1000) return `${sign}${Math.round(abs)} ms`;
  if (abs < 60_000) {
    // One decimal below a minute, dropped once it would round to the next minute.
    const seconds = Math.round(abs / 100) / 10;
    if (seconds < 60) return `${sign}${seconds.toFixed(1)} s`;
  }
  const totalSeconds = Math.round(abs / 1000);
  if (totalSeconds < 3600) {
    const minutes = Math.floor(totalSeconds / 60);
    return `${sign}${minutes} min ${String(totalSeconds % 60).padStart(2, '0')} s`;
  }
  const totalMinutes = Math.round(abs / 60_000);
  return `${sign}${Math.floor(totalMinutes / 60)} h ${String(totalMinutes % 60).padStart(2, '0')} min`;
}

export interface TimedCrumb extends BreadCrumb {
  /** null when the crumb's time is not in the answer. */
  offsetMs: number | null;
}

/** Oldest first, ending at the crash, each with its offset from the crash; crumbs with no time last. */
export function crumbTimeline(crumbs: readonly BreadCrumb[], crashMs: number): TimedCrumb[] {
  const time = (crumb: BreadCrumb) => crumb.ts ?? Infinity;
  return [...crumbs]
    .sort((a, b) => time(a) - time(b))
    .map((crumb) => ({ ...crumb, offsetMs: crumb.ts === null ? null : crumb.ts - crashMs }));
}

/** The actions present, with how many crumbs each has, most frequent first. */
export function crumbActions(crumbs: readonly BreadCrumb[]): { action: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const crumb of crumbs) counts.set(crumb.a, (counts.get(crumb.a) ?? 0) + 1);
  return [...counts]
    .map(([action, count]) => ({ action, count }))
    .sort((a, b) => b.count - a.count || a.action.localeCompare(b.action));
}
