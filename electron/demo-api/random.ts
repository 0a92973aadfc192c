// Deterministic randomness for the demo API: every "random" choice is a pure function of integer
// keys, so the same seed and the same question always give the same answer. No Math.random.

/** Final mixer of murmur3: a fast bijection on 32-bit integers with good avalanche. */
export function mix32(x: number): number {
  let h = x | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hash of any number of integer keys to an unsigned 32-bit integer. */
export function hash(...keys: number[]): number {
  let h = 0x9e3779b9;
  for (const k of keys) {
    // Fold doubles that are not int32 (e.g. big timestamps, negative generations) losslessly enough.
    const lo = k | 0;
    const hi = Math.floor(k / 4294967296) | 0;
    h = mix32(h ^ lo) + 0x7f4a7c15;
    if (hi !== 0 && hi !== -1) h = mix32(h ^ hi) + 0x2545f491;
  }
  return mix32(h);
}

/** Two-key hash without the rest-parameter allocation, for hot loops. */
export function hash2(a: number, b: number): number {
  return mix32(mix32(a ^ 0x9e3779b9) + Math.imul(b | 0, 0x27d4eb2d) + 0x165667b1);
}

/** Hash of keys → uniform number in [0, 1). */
export function unit(...keys: number[]): number {
  return hash(...keys) / 4294967296;
}

/** Uniform in [lo, hi). */
export function between(lo: number, hi: number, ...keys: number[]): number {
  return lo + (hi - lo) * unit(...keys);
}

/** Integer in [lo, hi] inclusive. */
export function intBetween(lo: number, hi: number, ...keys: number[]): number {
  return lo + Math.floor((hi - lo + 1) * unit(...keys));
}

/** FNV-1a of a string, for turning names into keys. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

function hex8(n: number): string {
  return (n >>> 0).toString(16).padStart(8, '0');
}

/** `length` lowercase hex characters derived from the keys. */
export function hexId(length: number, ...keys: number[]): string {
  let out = '';
  let h = hash(...keys);
  while (out.length < length) {
    out += hex8(h);
    h = mix32(h + 0x68e31da4);
  }
  return out.slice(0, length);
}

export function pick<T>(items: readonly T[], u: number): T {
  const item = items[Math.min(items.length - 1, Math.floor(u * items.length))];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Cumulative weights for repeated weighted picks. */
export interface WeightedTable<T> {
  readonly items: readonly T[];
  readonly cumulative: Float64Array;
}

export function weightedTable<T>(entries: readonly (readonly [T, number])[]): WeightedTable<T> {
  const cumulative = new Float64Array(entries.length);
  let total = 0;
  entries.forEach(([, w], i) => {
    total += w;
    cumulative[i] = total;
  });
  for (let i = 0; i < cumulative.length; i++) cumulative[i] = (cumulative[i] ?? 0) / total;
  return { items: entries.map(([item]) => item), cumulative };
}

export function pickWeighted<T>(table: WeightedTable<T>, u: number): T {
  const { items, cumulative } = table;
  let i = 0;
  while (i < items.length - 1 && u >= (cumulative[i] ?? 1)) i++;
  const item = items[i];
  if (item === undefined) throw new Error('pick from an empty table');
  return item;
}

/** Sub-hash for drawing several independent values from one event hash. */
export function sub(h: number, salt: number): number {
  return mix32(h ^ Math.imul(salt, 0x9e3779b1));
}

export function subUnit(h: number, salt: number): number {
  return sub(h, salt) / 4294967296;
}

/** Uniform in [lo, hi) from an item's base hash and a salt: the cheap way to draw many values. */
export function subBetween(h: number, salt: number, lo: number, hi: number): number {
  return lo + (hi - lo) * subUnit(h, salt);
}
