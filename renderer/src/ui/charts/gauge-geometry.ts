// The arithmetic of a half-circle gauge: 0 at the left end, `max` at the right, over the top.

/** SVG path of the arc between two fractions (0–1) of the half circle. */
export function arcPath(cx: number, cy: number, r: number, from: number, to: number): string {
  const [a, b] = [clamp01(from), clamp01(to)];
  const start = pointAt(cx, cy, r, a);
  const end = pointAt(cx, cy, r, b);
  // Clockwise on screen (sweep 1); a half circle never needs the large-arc flag.
  return `M ${round(start.x)} ${round(start.y)} A ${r} ${r} 0 0 1 ${round(end.x)} ${round(end.y)}`;
}

export function pointAt(cx: number, cy: number, r: number, fraction: number): { x: number; y: number } {
  const angle = Math.PI * (1 - clamp01(fraction));
  return { x: cx + r * Math.cos(angle), y: cy - r * Math.sin(angle) };
}

export function clamp01(n: number): number {
  return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0;
}

const round = (n: number) => Math.round(n * 100) / 100;
