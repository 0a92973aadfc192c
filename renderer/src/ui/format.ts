// Numbers for people: 340 ms, 1.2 s, 12.4 KB, 3.1k, 42.5 %; exact values go in tooltips.
// The service's times are milliseconds and its sizes bytes (DOMAIN.md).

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const exact = new Intl.NumberFormat('en', { maximumFractionDigits: 3 });

export function formatCount(n: number): string {
  return Math.abs(n) < 1000 ? String(Math.round(n)) : compact.format(n).toLowerCase();
}

export function formatExact(n: number): string {
  return exact.format(n);
}

export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return '–';
  const abs = Math.abs(ms);
  if (abs < 1) return `${ms.toFixed(2)} ms`;
  if (abs < 1000) return `${Math.round(ms)} ms`;
  if (abs < 60_000) return `${trim(ms / 1000, abs < 10_000 ? 2 : 1)} s`;
  if (abs < 3_600_000) return `${trim(ms / 60_000, 1)} min`;
  return `${trim(ms / 3_600_000, 1)} h`;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes)) return '–';
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? Math.round(value) : trim(value, 1)} ${BYTE_UNITS[unit]}`;
}

export function formatPercent(pct: number, digits = 1): string {
  if (!Number.isFinite(pct)) return '–';
  if (pct > 0 && pct < 0.1) return '<0.1 %';
  return `${trim(pct, digits)} %`;
}

export function formatScore(score: number): string {
  return Number.isFinite(score) ? score.toFixed(2) : '–';
}

function trim(value: number, digits: number): string {
  return String(Number(value.toFixed(digits)));
}
