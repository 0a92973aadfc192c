// Value drift: now and then the real service sends a value as null, leaves it out or writes a
// number as text (DESIGN.md, "Reading the service"). This changes about one value leaf in N of
// an answer, chosen by a seed, and never an identifier, a pagination field or an envelope: the
// value marks of the response schema (shared/reading.ts) say which leaves are values, so a
// drifting demo drifts the way the service does instead of breaking.
import { z } from 'zod';
import { valueKindOf, type ValueKind } from '../../shared/reading.ts';
import { hash, hashString } from './random.ts';

export const DRIFT_MODES = ['null', 'missing', 'string'] as const;
export type DriftMode = (typeof DRIFT_MODES)[number];
export const DEFAULT_DRIFT_EVERY = 8;

/** One leaf of an answer: where it is, what holds it, and its kind when it is a value. */
export interface Leaf {
  /** Dotted JSON path, as deviations name it: `data.0.page.percentile_99`. */
  path: string;
  /** A value's kind; undefined for structure (identifiers, pagination). */
  kind: ValueKind | undefined;
  /** The leaf's own schema: what the contract says it holds. */
  schema: z.ZodType;
  holder: Record<string, unknown> | unknown[];
  key: string | number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * Every leaf of `answer` under `schema`, in the order a reader meets them (the schema's field
 * order, rows in order). Free-form parts (`customData`) hold no leaves of the contract.
 */
export function leavesOf(schema: z.ZodType, answer: unknown): Leaf[] {
  const leaves: Leaf[] = [];
  const visit = (
    node: z.ZodType,
    value: unknown,
    path: string,
    holder: Leaf['holder'] | null,
    key: string | number,
  ): void => {
    const kind = valueKindOf(node);
    if (kind !== undefined || isLeafSchema(node)) {
      if (holder !== null) leaves.push({ path, kind, schema: node, holder, key });
      return;
    }
    if (node instanceof z.ZodOptional || node instanceof z.ZodNullable) {
      if (value !== undefined && value !== null) visit(node.unwrap() as z.ZodType, value, path, holder, key);
    } else if (node instanceof z.ZodObject) {
      if (!isRecord(value)) return;
      for (const [name, field] of Object.entries(node.shape as Record<string, z.ZodType>)) {
        if (name in value) visit(field, value[name], join(path, name), value, name);
      }
    } else if (node instanceof z.ZodArray) {
      if (!Array.isArray(value)) return;
      value.forEach((item, i) => visit(node.element as z.ZodType, item, join(path, i), value, i));
    } else if (node instanceof z.ZodUnion) {
      const options = node.options as z.ZodType[];
      const option = options.find((o) => o.safeParse(value).success) ?? options[0];
      if (option) visit(option, value, path, holder, key);
    }
  };
  visit(schema, answer, '', null, '');
  return leaves;
}

/** Containers and free-form parts are walked or skipped; anything else is a leaf. */
function isLeafSchema(node: z.ZodType): boolean {
  return !(
    node instanceof z.ZodOptional ||
    node instanceof z.ZodNullable ||
    node instanceof z.ZodObject ||
    node instanceof z.ZodArray ||
    node instanceof z.ZodUnion ||
    node instanceof z.ZodRecord ||
    node instanceof z.ZodUnknown ||
    node instanceof z.ZodAny
  );
}

/** Whether `mode` changes this value: `missing` needs a member to remove, `string` a number or flag. */
function drifts(mode: DriftMode, leaf: Leaf): boolean {
  if (leaf.kind === undefined) return false;
  if (mode === 'missing') return !Array.isArray(leaf.holder);
  if (mode === 'string') {
    const value = (leaf.holder as Record<string | number, unknown>)[leaf.key];
    return typeof value === 'number' || typeof value === 'boolean';
  }
  return true;
}

export interface DriftOptions {
  mode: DriftMode;
  /** About one value in this many changes (at least one per answer that has any). */
  every: number;
  seed: number;
  /** What the answer answers (path and query): another request drifts other values. */
  target: string;
}

/**
 * Changes value leaves of `answer` in place and returns their paths, in reading order. Each value
 * the mode can change is picked with chance 1/every from a hash of (seed, target, its place); an
 * answer with such values always gets at least one.
 */
export function drift(schema: z.ZodType, answer: unknown, options: DriftOptions): string[] {
  const candidates = leavesOf(schema, answer).filter((leaf) => drifts(options.mode, leaf));
  if (candidates.length === 0) return [];
  const request = hashString(options.target);
  const threshold = 4294967296 / Math.max(1, options.every);
  const picked: Leaf[] = [];
  let lowest = { draw: Infinity, leaf: candidates[0] as Leaf };
  candidates.forEach((leaf, i) => {
    const draw = hash(options.seed, request, i);
    if (draw < threshold) picked.push(leaf);
    if (draw < lowest.draw) lowest = { draw, leaf };
  });
  if (picked.length === 0) picked.push(lowest.leaf);
  for (const leaf of picked) change(options.mode, leaf);
  return picked.map((leaf) => leaf.path);
}

function change(mode: DriftMode, { holder, key }: Leaf): void {
  const record = holder as Record<string | number, unknown>;
  if (mode === 'null') record[key] = null;
  else if (mode === 'missing') delete record[key];
  else record[key] = String(record[key]);
}

/** `drift` on a JSON body; a body that is not JSON is sent as it is. */
export function driftBody(body: string, schema: z.ZodType, options: DriftOptions): string {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return body;
  }
  drift(schema, answer, options);
  return JSON.stringify(answer);
}
