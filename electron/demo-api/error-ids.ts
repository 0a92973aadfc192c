// Error group ids. The 32-hex hashName encodes (project, template, generation) with a keyed,
// reversible mix plus a 64-bit check, so /errors/:errorId finds its group without any table, and
// an id of another project or seed, or a made-up one, decodes to nothing.
import { hash, hash2 } from './random.ts';
import type { ProjectModel } from './world-types.ts';

function roundKey(project: ProjectModel, r: number): number {
  return hash(project.key, 0x1d, r);
}

export function encodeHashName(project: ProjectModel, t: number, generation: number): string {
  const w = [
    ((project.index & 0xff) << 24) | (t & 0xffffff),
    generation | 0,
    hash(project.key, t, generation, 1),
    hash(project.key, t, generation, 2),
  ];
  for (let r = 0; r < 4; r++) {
    const k = roundKey(project, r);
    w[1] = ((w[1] ?? 0) ^ hash2(w[0] ?? 0, k)) >>> 0;
    w[2] = ((w[2] ?? 0) ^ hash2(w[1] ?? 0, k)) >>> 0;
    w[3] = ((w[3] ?? 0) ^ hash2(w[2] ?? 0, k)) >>> 0;
    w[0] = ((w[0] ?? 0) ^ hash2(w[3] ?? 0, k)) >>> 0;
  }
  return w.map((x) => (x >>> 0).toString(16).padStart(8, '0')).join('');
}

export function decodeHashName(project: ProjectModel, hashName: string): { t: number; generation: number } | null {
  if (!/^[0-9a-f]{32}$/.test(hashName)) return null;
  const w = [0, 1, 2, 3].map((i) => parseInt(hashName.slice(i * 8, i * 8 + 8), 16));
  for (let r = 3; r >= 0; r--) {
    const k = roundKey(project, r);
    w[0] = ((w[0] ?? 0) ^ hash2(w[3] ?? 0, k)) >>> 0;
    w[3] = ((w[3] ?? 0) ^ hash2(w[2] ?? 0, k)) >>> 0;
    w[2] = ((w[2] ?? 0) ^ hash2(w[1] ?? 0, k)) >>> 0;
    w[1] = ((w[1] ?? 0) ^ hash2(w[0] ?? 0, k)) >>> 0;
  }
  const head = w[0] ?? 0;
  if (head >>> 24 !== project.index) return null;
  const t = head & 0xffffff;
  const generation = (w[1] ?? 0) | 0;
  if (w[2] !== hash(project.key, t, generation, 1) || w[3] !== hash(project.key, t, generation, 2)) return null;
  return { t, generation };
}
