// Export file names that say what and which window, and sort by time in a folder:
// `demo-browser-traffic_2026-11-20T0800Z_2026-11-21T0800Z.png`.
import type { ResolvedWindow } from '../../../../shared/time-window.ts';

function stamp(ms: number): string {
  // No colons: they are not allowed in Windows file names.
  return `${new Date(ms).toISOString().slice(0, 16).replace(':', '')}Z`;
}

export function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'chart'
  );
}

export function exportFilename(what: string, window: ResolvedWindow, extension: string): string {
  return `${slug(what)}_${stamp(window.start)}_${stamp(window.end)}.${extension}`;
}
