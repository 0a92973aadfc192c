// Exact figures for tooltips, with their units (the service's times are milliseconds, sizes bytes).
import { formatExact } from '../../ui/format.ts';

export const exactMs = (ms: number): string => `${formatExact(ms)} ms`;
export const exactBytes = (bytes: number): string => `${formatExact(bytes)} B`;
export const exactPercent = (pct: number): string => `${formatExact(pct)} %`;
