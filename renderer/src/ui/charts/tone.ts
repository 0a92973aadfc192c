// The colour of a judged number, as the theme's CSS variable (light and dark differ).
import type { Tone } from '../../domain/thresholds.ts';

export function toneColor(tone: Tone): string {
  return `var(--${tone})`;
}
