// Reading what the watch stored (its memory, its delivery state) part by part: every part that
// reads is kept, one that does not is as if never stored, so damage costs that part alone.
import type { z } from 'zod';

export function readParts<T extends object>(parts: { [K in keyof T]: z.ZodType<T[K]> }, empty: T, stored: unknown): T {
  const value = structuredClone(empty);
  if (typeof stored !== 'object' || stored === null) return value;
  for (const name of Object.keys(parts) as (keyof T)[]) {
    const read = parts[name].safeParse((stored as Record<keyof T, unknown>)[name]);
    if (read.success) value[name] = read.data;
  }
  return value;
}
