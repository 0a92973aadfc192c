// "3 h ago": how long ago something was seen, read at a glance (the exact time goes in a tooltip).

const UNITS: readonly (readonly [ms: number, label: string])[] = [
  [365 * 86_400_000, 'y'],
  [30 * 86_400_000, 'mo'],
  [86_400_000, 'd'],
  [3_600_000, 'h'],
  [60_000, 'min'],
];

export function timeAgo(ms: number, now: number): string {
  const elapsed = now - ms;
  if (elapsed < 0) return 'in the future';
  if (elapsed < 60_000) return 'just now';
  for (const [size, label] of UNITS) {
    if (elapsed >= size) return `${Math.floor(elapsed / size)} ${label} ago`;
  }
  return 'just now';
}
