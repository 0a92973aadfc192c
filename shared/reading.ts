// Reading the service's answers: strict about structure, tolerant about values (DESIGN.md).
// The resource schemas are the contract, exact to the spec; an answer that meets them is read
// as it is. One that does not is read again here, field by field: a value that breaks the
// contract (null, missing, a number sent as text, a count below zero) becomes "no value" for
// that field alone and is listed as a deviation; a broken structure (no envelope, no `data`
// array, a row without its id, pagination missing) fails the answer with a sentence in words.
import { z } from 'zod';

/** A value field's kind: what the contract says it is, and how a drifting one is read. */
export type ValueKind = 'count' | 'number' | 'flag' | 'text' | 'time';

const valueKinds = new WeakMap<object, ValueKind>();

/** A type-only mark on value leaves, so that `Read` can tell them from structure. */
declare const valueMark: unique symbol;
export type ValueSchema<S extends z.ZodType = z.ZodType> = S & { readonly [valueMark]: true };

/** Marks a leaf schema as a value (tolerated when it drifts); unmarked leaves are structure. */
export function valueField<S extends z.ZodType>(schema: S, kind: ValueKind): ValueSchema<S> {
  valueKinds.set(schema, kind);
  return schema as ValueSchema<S>;
}

/** One value that did not meet the contract, and what was made of it. */
export interface Deviation {
  /** Where, as dotted JSON path: `data.0.page.percentile_99`. */
  path: string;
  /** What the contract says, in words: "a number", "a whole number, 0 or more". */
  expected: string;
  /** What came, in words: "null", "missing from the answer", "the text \"12.5\"". */
  received: string;
  /** What Spyglass made of it. */
  read: 'no value' | 'as a number' | 'as text' | 'as true or false' | 'as empty';
}

/** At most this many deviations are kept with an answer; `deviationCount` has them all. */
export const MAX_DEVIATIONS = 1000;

export interface Deviations {
  deviations: Deviation[];
  deviationCount: number;
}

/**
 * The type of an answer read with schema `S`: numbers and flags that could not be read are
 * `null`; text that could not be read is `''`; identifiers, pagination and the envelope are
 * structure, and always as the contract says.
 */
export type Read<S> = S extends { readonly [valueMark]: true }
  ? z.output<S> extends string
    ? z.output<S>
    : z.output<S> | null
  : S extends z.ZodObject<infer Shape>
    ? { [K in keyof Shape]: Read<Shape[K]> }
    : S extends z.ZodArray<infer E>
      ? Read<E>[]
      : S extends z.ZodUnion<infer Options>
        ? Read<Options[number]>
        : S extends z.ZodOptional<infer Inner>
          ? Read<Inner> | undefined
          : S extends z.ZodNullable<infer Inner>
            ? Read<Inner> | null
            : z.output<S>;

export type Reading<S> = ({ ok: true; value: Read<S> } & Deviations) | { ok: false; problem: string; path: string };

const EXPECTED: Record<ValueKind, string> = {
  count: 'a whole number, 0 or more',
  number: 'a number',
  flag: 'true or false',
  text: 'text',
  time: 'an ISO 8601 time',
};
const NO_VALUE: Record<ValueKind, null | ''> = { count: null, number: null, flag: null, text: '', time: '' };

/** What came, in words short enough for a tooltip. */
export function describeReceived(value: unknown): string {
  if (value === undefined) return 'missing from the answer';
  if (value === null) return 'null';
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  return 'an object';
}

class StructureError extends Error {
  readonly path: string;
  readonly expected: string;
  readonly received: unknown;
  constructor(path: string, expected: string, received: unknown) {
    super(`${path}: ${expected}`);
    this.path = path;
    this.expected = expected;
    this.received = received;
  }
}

/** The parts of a schema the reader (and tools that walk answers) look at, read through zod's public API. */
export interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
}
export function schemaDef(schema: z.ZodType): SchemaDef {
  let parts = schemaParts.get(schema);
  if (!parts) schemaParts.set(schema, (parts = partsOf(schema)));
  return parts;
}
/** Read once per schema: the reader asks for every value of every row. */
const schemaParts = new WeakMap<z.ZodType, SchemaDef>();

function partsOf(schema: z.ZodType): SchemaDef {
  const { type } = schema.def;
  // Every schema here is built with zod's classic API, so its parts are classic schemas too.
  const classic = (part: z.core.$ZodType) => part as z.ZodType;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return { type, innerType: classic(schema.unwrap()) };
  if (schema instanceof z.ZodObject) return { type, shape: schema.shape as Record<string, z.ZodType> };
  if (schema instanceof z.ZodArray) return { type, element: classic(schema.element) };
  if (schema instanceof z.ZodUnion) return { type, options: schema.options.map(classic) };
  return { type };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

class Reader {
  readonly deviations: Deviation[] = [];
  deviationCount = 0;

  note(path: string, expected: string, received: unknown, read: Deviation['read']): void {
    this.deviationCount++;
    if (this.deviations.length < MAX_DEVIATIONS)
      this.deviations.push({ path, expected, received: describeReceived(received), read });
  }

  /** `envelope`: the answer itself, a row of a list, or the list of rows: structure, never filled in. */
  read(schema: z.ZodType, value: unknown, path: string, envelope: boolean): unknown {
    const kind = valueKinds.get(schema);
    if (kind) return this.value(kind, schema, value, path);
    const def = schemaDef(schema);
    switch (def.type) {
      case 'optional':
        return value === undefined ? undefined : this.read(def.innerType!, value, path, envelope);
      case 'nullable':
        return value === null ? null : this.read(def.innerType!, value, path, envelope);
      case 'object':
        return this.object(def.shape!, value, path, envelope);
      case 'array':
        return this.array(def.element!, value, path, envelope || path === 'data');
      case 'union':
        return this.union(def.options!, value, path, envelope);
      case 'record':
        if (isRecord(value)) return value;
        if (envelope) throw new StructureError(path, 'an object', value);
        this.note(path, 'an object', value, 'as empty');
        return {};
      case 'unknown':
      case 'any':
        return value;
      default: {
        // A leaf not marked as a value: an identifier or a pagination field, i.e. structure.
        const parsed = schema.safeParse(value);
        if (!parsed.success) throw new StructureError(path, leafWords(def.type), value);
        return parsed.data;
      }
    }
  }

  private value(kind: ValueKind, schema: z.ZodType, value: unknown, path: string): unknown {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    const expected = EXPECTED[kind];
    if (
      (kind === 'count' || kind === 'number') &&
      typeof value === 'string' &&
      /^\s*-?\d+(\.\d+)?([eE][-+]?\d+)?\s*$/.test(value)
    ) {
      const number = schema.safeParse(Number(value));
      if (number.success) {
        this.note(path, expected, value, 'as a number');
        return number.data;
      }
    }
    if (kind === 'flag' && (value === 'true' || value === 'false')) {
      this.note(path, expected, value, 'as true or false');
      return value === 'true';
    }
    // A number or flag where text belongs is read as its text, when that text is what the field allows.
    if (
      kind === 'text' &&
      (typeof value === 'number' || typeof value === 'boolean') &&
      schema.safeParse(String(value)).success
    ) {
      this.note(path, expected, value, 'as text');
      return String(value);
    }
    this.note(path, expected, value, 'no value');
    return NO_VALUE[kind];
  }

  private object(
    shape: Record<string, z.ZodType>,
    value: unknown,
    path: string,
    envelope: boolean,
  ): Record<string, unknown> {
    if (!isRecord(value)) {
      if (envelope) throw new StructureError(path, 'an object', value);
      // A nested group of values (a report's `ajax` block, a route's `spa`): each value in it
      // has no value, said once for the group.
      const quiet = new Reader();
      let filled: Record<string, unknown>;
      try {
        filled = quiet.object(shape, {}, path, false);
      } catch (error) {
        // The group holds structure (an identifier): it cannot go without, and is named itself.
        if (error instanceof StructureError) throw new StructureError(path, 'an object', value);
        throw error;
      }
      this.note(path, 'an object', value, 'no value');
      return filled;
    }
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const read = this.read(field, value[key], join(path, key), false);
      if (read !== undefined) out[key] = read;
    }
    return out;
  }

  private array(element: z.ZodType, value: unknown, path: string, envelope: boolean): unknown[] {
    if (!Array.isArray(value)) {
      if (envelope) throw new StructureError(path, 'a list', value);
      this.note(path, 'a list', value, 'as empty');
      return [];
    }
    // The rows of a list are structure (each must be an object with its id); items of a nested
    // list (a trend's counts, a trace's frames) are read like any other value.
    const rows = envelope && schemaDef(element).type === 'object';
    return value.map((item, i) => this.read(element, item, join(path, i), rows));
  }

  /** The option whose fields the answer has most of (browser or APM report; pages list or search). */
  private union(options: z.ZodType[], value: unknown, path: string, envelope: boolean): unknown {
    const fit = (option: z.ZodType) => {
      const shape = schemaDef(option).shape;
      if (!shape || !isRecord(value)) return 0;
      const keys = Object.keys(shape);
      return keys.filter((key) => key in value).length / keys.length;
    };
    const best = options.reduce((a, b) => (fit(b) > fit(a) ? b : a));
    return this.read(best, value, path, envelope);
  }
}

function leafWords(type: string): string {
  return type === 'string'
    ? 'an identifier (text)'
    : type === 'number'
      ? 'a whole number'
      : type === 'boolean'
        ? 'true or false'
        : `a ${type}`;
}

/** A path in words: `data.2.id` is "`id` in row 3 of `data`". */
function place(parts: string[]): string {
  let out = '';
  for (const part of parts)
    out = /^\d+$/.test(part) ? `row ${Number(part) + 1} of ${out}` : out ? `\`${part}\` in ${out}` : `\`${part}\``;
  return out;
}

/** A structural problem in words: "has no `data` (a list)", "`id` in row 1 of `data` should be…". */
function problemIn(what: string, error: StructureError): string {
  const parts = error.path ? error.path.split('.') : [];
  if (parts.length === 0)
    return `${what}: the answer is not ${error.expected} (it is ${describeReceived(error.received)}).`;
  if (error.received === undefined) {
    return parts.length === 1
      ? `${what}: the answer has no \`${parts[0]}\` (${error.expected}).`
      : `${what}: ${place(parts)} is missing (${error.expected}).`;
  }
  return `${what}: ${place(parts)} should be ${error.expected}, and is ${describeReceived(error.received)}.`;
}

/**
 * Reads an answer that did not meet `schema` exactly. `what` names the answer for a message,
 * e.g. "Pages". Answers that meet the schema should not come here: they are read as they are.
 */
export function readTolerantly<S extends z.ZodType>(schema: S, answer: unknown, what: string): Reading<S> {
  const reader = new Reader();
  try {
    const value = reader.read(schema, answer, '', true) as Read<S>;
    return { ok: true, value, deviations: reader.deviations, deviationCount: reader.deviationCount };
  } catch (error) {
    if (!(error instanceof StructureError)) throw error;
    return { ok: false, problem: problemIn(what, error), path: error.path };
  }
}

/**
 * What decides whether an answer meets the contract exactly, and gives its value if so: the
 * schema itself, its compiled twin, or a check that says no without listing why (the tolerant
 * reading that follows has no use for a validator's issues).
 */
export interface ExactCheck {
  safeParse(answer: unknown): { success: true; data: unknown } | { success: false };
}

/**
 * Reads an answer: as it is when it meets the contract (`exact` decides that fast), tolerantly
 * otherwise. The one way both the core and tests read answers.
 */
export function readAnswer<S extends z.ZodType>(
  schema: S,
  answer: unknown,
  what: string,
  exact: ExactCheck = schema,
): Reading<S> {
  const parsed = exact.safeParse(answer);
  if (parsed.success) return { ok: true, value: parsed.data as Read<S>, deviations: [], deviationCount: 0 };
  return readTolerantly(schema, answer, what);
}

/** The kind of a value leaf; undefined for structure (identifiers, pagination, envelopes). */
export function valueKindOf(schema: z.ZodType): ValueKind | undefined {
  return valueKinds.get(schema);
}
