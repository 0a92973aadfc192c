// Arbitrary answers as the core hands them over after a tolerant reading (fast-check): every
// value either meets its contract or has no value (`null`; `''` for text), identifiers and
// pagination are always there, lists hold a few rows. What any view must be able to draw.
import fc from 'fast-check';
import type { z } from 'zod';
import { schemaDef, valueKindOf } from '../../../shared/reading.ts';

const EPOCH_2026 = Date.UTC(2026, 0, 1);

/**
 * What a value drawn wrongly shows (`NaN ms`, `at undefined`, `null%`). Generated text never holds
 * these words, so where a view's output does, the view wrote them.
 */
export const DRAWN_WRONG = /NaN|undefined|null|Infinity/;

/** Text of any printable characters but the words of a value drawn wrongly. */
const text = (constraints: { minLength?: number; maxLength: number }) =>
  fc.string(constraints).filter((s) => !DRAWN_WRONG.test(s));

/** Any JSON (a `null` in it kept: a value missing), its text and keys free of those words too. */
const json = () =>
  fc.jsonValue({ maxDepth: 2 }).filter((v) => !DRAWN_WRONG.test(JSON.stringify(v, (_key, x: unknown) => x ?? 0)));

function value(kind: NonNullable<ReturnType<typeof valueKindOf>>): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'count':
      return fc.nat(2_000_000);
    case 'number':
      return fc.double({ min: -1e6, max: 1e9, noNaN: true, noDefaultInfinity: true });
    case 'flag':
      return fc.boolean();
    case 'text':
      return text({ maxLength: 30 });
    case 'time':
      return fc
        .integer({ min: EPOCH_2026, max: EPOCH_2026 + 400 * 86_400_000 })
        .map((ms) => new Date(ms).toISOString());
  }
}

/** Answers of `schema` as read: values valid or missing, structure always whole. */
export function readAnswers(schema: z.ZodType): fc.Arbitrary<unknown> {
  const kind = valueKindOf(schema);
  if (kind) return fc.oneof(fc.constant(kind === 'text' || kind === 'time' ? '' : null), value(kind));
  const def = schemaDef(schema);
  switch (def.type) {
    case 'object':
      return fc.record(Object.fromEntries(Object.entries(def.shape!).map(([key, field]) => [key, readAnswers(field)])));
    case 'array':
      return fc.array(readAnswers(def.element!), { maxLength: 6 });
    case 'union':
      return fc.oneof(...def.options!.map(readAnswers));
    case 'optional':
      return fc.option(readAnswers(def.innerType!), { nil: undefined });
    case 'record':
      return fc.dictionary(text({ maxLength: 8 }), json(), { maxKeys: 3 });
    case 'string':
      return text({ minLength: 1, maxLength: 12 });
    case 'number':
      return fc.nat(1000);
    case 'boolean':
      return fc.boolean();
    default:
      return json();
  }
}
