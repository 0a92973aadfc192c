// Property tests of tolerant reading (shared/reading.ts) on the demo's real answers: for every
// endpoint of the catalogue, values are drifted at random in the ways the service drifts (null,
// left out, a number or a flag as text, a negative count, 1e308, "NaN") wherever that breaks the
// value's contract; the reading must keep every other value exactly, read each drifted one by the
// rules of reading stated below (from the contract, not from the reader's code) and list exactly
// the drifted paths. A broken structure (an id, a pagination
// field, `data` or the answer itself) must fail the answer with a sentence naming the field.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_IDS, endpoints, responseSchemaFor, type EndpointId } from '../../shared/catalogue.ts';
import { readAnswer, type Deviation, type ValueKind } from '../../shared/reading.ts';
import type { z } from 'zod';
import { text } from '../../shared/schemas/common.ts';
import { errorListSchema, trendDateSchema } from '../../shared/schemas/errors.ts';
import { errorList } from '../../shared/testing/error-group.ts';
import { leavesOf, type Leaf } from '../../electron/demo-api/drift.ts';
import { pathFor, requiredQuery, startTestApi, type TestApi } from '../../electron/demo-api/testing/test-api.ts';

/** One real answer of the demo and how it was asked for. */
interface Sample {
  label: string;
  id: EndpointId;
  query: Record<string, string | number>;
  answer: unknown;
  /** A counterexample names the sample by its label, not by its whole answer. */
  [fc.toStringMethod]: () => string;
}

const WINDOWS: Record<string, string>[] = [
  { timeDur: '1d' },
  { timeDur: '7d' },
  { timeStart: '2026-11-18 06:00', timeEnd: '2026-11-19 18:30' },
];
/** Parameters beyond the window, so that answers of other shapes and sizes are drifted too. */
const EXTRA: Partial<Record<EndpointId, Record<string, string | number>[]>> = {
  'pages.list': [{ search: 'cart' }, { limit: 10, page: 2 }],
  'errors.list': [
    { sortby: 'events', limit: 10 },
    { browser: 'Chrome', limit: 10 },
  ],
  'transactions.list': [{ search: 'checkout' }],
  'routes.list': [{ search: 'account' }],
  apdex: [{ search: 'product' }],
};
/** Event lists are long; a few events hold every kind of field. */
const TRIM: Partial<Record<EndpointId, Record<string, number>>> = { 'errors.events': { limit: 3 } };

let t: TestApi;
const samples: Sample[] = [];

beforeAll(async () => {
  t = await startTestApi();
  const projects = [
    { project: 'demo-browser', kind: 'browser', windows: WINDOWS },
    { project: 'demo-apm', kind: 'apm', windows: WINDOWS.slice(0, 2) },
    { project: 'demo-empty', kind: 'browser', windows: WINDOWS.slice(0, 1) },
  ] as const;
  for (const { project, kind, windows } of projects) {
    for (const id of ENDPOINT_IDS.filter((e) => endpoints[e].kinds.includes(kind))) {
      const path = await pathFor(t, id, project);
      if (path === null) continue; // the empty project has no ids
      const queries = [
        ...windows.map((w) => ({ ...w, ...TRIM[id] })),
        ...(project === 'demo-browser' ? (EXTRA[id] ?? []).map((q) => ({ timeDur: '7d', ...q })) : []),
      ];
      for (const window of queries) {
        const query = { ...window, ...requiredQuery(id) };
        const reply = await t.get(path, query);
        if (reply.status !== 200) throw new Error(`${project} ${id}: ${reply.status} ${reply.text.slice(0, 200)}`);
        const label = `${project} ${id} ${JSON.stringify(query)}`;
        samples.push({ label, id, query, answer: reply.body, [fc.toStringMethod]: () => label });
      }
    }
  }
  // Every endpoint of the catalogue is among them.
  expect(new Set(samples.map((s) => s.id))).toEqual(new Set(ENDPOINT_IDS));
});
afterAll(async () => {
  await t.api.close();
});

/** Reads as the core does: the endpoint's schema, the exact one for the query deciding fast. */
const read = (sample: Sample, answer: unknown) =>
  readAnswer(
    endpoints[sample.id].response,
    answer,
    endpoints[sample.id].summary,
    responseSchemaFor(sample.id, sample.query),
  );
const leaves = (sample: Sample, answer: unknown) => leavesOf(responseSchemaFor(sample.id, sample.query), answer);

// ── drifted values ───────────────────────────────────────────────────────────

const DRIFTS = ['null', 'missing', 'numeric string', 'flag as text', 'negative count', '1e308', '"NaN"'] as const;
type Drift = (typeof DRIFTS)[number];
const MISSING = Symbol('missing');

function drifted(drift: Drift, value: unknown): unknown {
  switch (drift) {
    case 'null':
      return null;
    case 'missing':
      return MISSING;
    case 'numeric string':
      return typeof value === 'number' ? String(value) : '12.5';
    case 'flag as text':
      return typeof value === 'boolean' ? String(value) : 'true';
    case 'negative count':
      return -3;
    case '1e308':
      return 1e308;
    case '"NaN"':
      return 'NaN';
  }
}

/** A drift is one only where it breaks the value's contract (a negative decimal is a value). */
function breaks(leaf: Leaf, drift: Drift): boolean {
  if (drift === 'missing') return !Array.isArray(leaf.holder) && !leaf.schema.safeParse(undefined).success;
  return !leaf.schema.safeParse(drifted(drift, valueAt(leaf))).success;
}

const valueAt = (leaf: Leaf) => (leaf.holder as Record<string | number, unknown>)[leaf.key];

// ── the rules of reading ─────────────────────────────────────────────────────
// What the reader must make of a value that breaks its contract (README, "A service that drifts
// from its document"), stated from the contract and the drift alone, so that a reader that
// strays from them fails here whatever its code says:
// - null or left out: no value.
// - a number sent as text where a number or a count belongs: that same number, "as a number".
// - "true" or "false" where a flag belongs: that flag, "as true or false".
// - a number where text belongs: the text JSON writes for it ("-3", "1e+308"), "as text", when the
//   field allows that text: free text does, a trend date (`YYYY-MM-DD HH:mm`) does not.
// - anything else (a count below zero, 1e308, "NaN", text that is no number, flag or time): no value.
// No value is null for a count, a number or a flag, and '' for text and a time.

interface Expected {
  value: unknown;
  read: Deviation['read'];
  /** What the contract says, in the words of the tooltip. */
  expected: string;
  /** What came, in the words of the tooltip. */
  received: string;
}

const CONTRACT_WORDS: Record<ValueKind, string> = {
  count: 'a whole number, 0 or more',
  number: 'a number',
  flag: 'true or false',
  text: 'text',
  time: 'an ISO 8601 time',
};

function expectedReading(leaf: Leaf, drift: Drift, original: unknown): Expected {
  const kind = leaf.kind as ValueKind;
  const sent = drifted(drift, original);
  const words = { expected: CONTRACT_WORDS[kind], received: receivedWords(drift, sent) };
  const noValue: Expected = { value: kind === 'text' || kind === 'time' ? '' : null, read: 'no value', ...words };
  const asText = (text: string): Expected =>
    kind === 'text' && leaf.schema.safeParse(text).success ? { value: text, read: 'as text', ...words } : noValue;
  switch (drift) {
    case 'null':
    case 'missing':
    case '"NaN"':
      return noValue;
    case 'numeric string':
      return (kind === 'number' || kind === 'count') && typeof original === 'number'
        ? { value: original, read: 'as a number', ...words }
        : noValue;
    case 'flag as text':
      return kind === 'flag' && typeof original === 'boolean'
        ? { value: original, read: 'as true or false', ...words }
        : noValue;
    case 'negative count':
      return asText('-3');
    case '1e308':
      return asText('1e+308');
  }
}

/** What came, in the words of the tooltip. */
function receivedWords(drift: Drift, sent: unknown): string {
  if (drift === 'missing') return 'missing from the answer';
  if (drift === 'null') return 'null';
  if (drift === 'negative count') return '-3';
  if (drift === '1e308') return '1e+308';
  return `the text "${String(sent)}"`;
}

/**
 * Reads the sample with the drifts applied and holds the reading to the rules; false when the
 * drifted answer says nothing of its kind (a report with every field left out is `{}`).
 */
function expectReadByTheRules(sample: Sample, drifts: { at: number; drift: Drift }[]): boolean {
  const { answer, expected, deviations } = applyDrifts(sample, drifts);
  if (sample.id === 'reports' && isRecord(answer) && Object.keys(answer).length === 0) return false;
  const reading = read(sample, answer);
  if (!reading.ok) throw new Error(`${sample.label}: ${reading.problem}`);
  // Each deviation beside the drift that caused it and the value read: a failure names the path,
  // the drift and what was made of it before the whole answer is compared.
  const driftAt = new Map(deviations.map((d) => [d.path, d.drift]));
  const listed = reading.deviations.map(({ path, expected, received, read }) => ({
    path,
    drift: driftAt.get(path) ?? 'none',
    value: valueIn(reading.value, path),
    read,
    expected,
    received,
  }));
  expect(byPath(listed), sample.label).toStrictEqual(
    byPath(
      deviations.map(({ path, drift, value, read, expected, received }) => ({
        path,
        drift,
        value,
        read,
        expected,
        received,
      })),
    ),
  );
  expect(reading.value, sample.label).toStrictEqual(expected);
  expect(reading.deviationCount).toBe(drifts.length);
  return true;
}

/** Each sample with the value leaves that can drift and the drifts that break each. */
const driftable = () =>
  samples
    .map((sample, index) => ({
      index,
      options: leaves(sample, sample.answer)
        .map((leaf, at) => ({ at, drifts: DRIFTS.filter((d) => leaf.kind !== undefined && breaks(leaf, d)) }))
        .filter((o) => o.drifts.length > 0),
    }))
    .filter((s) => s.options.length > 0);

/** A sample and up to 25 of its value leaves, each with a drift that breaks it. */
const valueDriftArb = () => {
  const choices = driftable();
  return fc.constantFrom(...choices).chain(({ index, options }) =>
    fc
      .uniqueArray(fc.integer({ min: 0, max: options.length - 1 }), { minLength: 1, maxLength: 25 })
      .chain((picked) =>
        fc.tuple(
          ...picked.map((i) =>
            fc.constantFrom(...(options[i]?.drifts ?? [])).map((drift) => ({ at: options[i]?.at ?? 0, drift })),
          ),
        ),
      )
      .map((drifts) => ({ sample: samples[index] as Sample, drifts })),
  );
};

/** Applies the drifts to a copy of the answer; returns it with the reading the rules expect. */
function applyDrifts(sample: Sample, drifts: { at: number; drift: Drift }[]) {
  const answer = structuredClone(sample.answer);
  const expected = structuredClone(sample.answer);
  const targets = leaves(sample, answer);
  const mirrors = leaves(sample, expected);
  const deviations: ({ path: string; drift: Drift } & Expected)[] = [];
  for (const { at, drift } of drifts) {
    const leaf = targets[at] as Leaf;
    const mirror = mirrors[at] as Leaf;
    const original = valueAt(leaf);
    const value = drifted(drift, original);
    const holder = leaf.holder as Record<string | number, unknown>;
    if (value === MISSING) delete holder[leaf.key];
    else holder[leaf.key] = value;
    const reading = expectedReading(leaf, drift, original);
    (mirror.holder as Record<string | number, unknown>)[mirror.key] = reading.value;
    deviations.push({ path: leaf.path, drift, ...reading });
  }
  return { answer, expected, deviations };
}

const byPath = <T extends { path: string }>(list: T[]) =>
  [...list].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const valueIn = (answer: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined),
      answer,
    );

describe('drifted values', () => {
  it('every demo answer reads as it is, with no deviation', () => {
    for (const sample of samples) {
      const reading = read(sample, sample.answer);
      expect(reading.ok && reading.deviationCount, sample.label).toBe(0);
    }
  });

  it('keep every other value exactly, read each drifted one by its rule, and list exactly the drifted paths', () => {
    fc.assert(
      fc.property(valueDriftArb(), ({ sample, drifts }) => {
        fc.pre(expectReadByTheRules(sample, drifts));
      }),
      { numRuns: 1000 },
    );
  });

  it('read every drift of every kind of value by its rule, each once', () => {
    const met = new Map<z.ZodType, Set<Drift>>();
    for (const { index, options } of driftable()) {
      const sample = samples[index] as Sample;
      const all = leaves(sample, sample.answer);
      for (const { at, drifts } of options) {
        const schema = (all[at] as Leaf).schema;
        const done = met.get(schema) ?? new Set<Drift>();
        met.set(schema, done);
        for (const drift of drifts.filter((d) => !done.has(d))) {
          done.add(drift);
          expect(expectReadByTheRules(sample, [{ at, drift }])).toBe(true);
        }
      }
    }
    // A number where free text belongs, and where a trend date does.
    for (const schema of [text, trendDateSchema])
      expect([...(met.get(schema) ?? [])]).toEqual(expect.arrayContaining(['negative count', '1e308']));
  });

  it('numbers sent as text are read as the same numbers, and said so', () => {
    const numbers = driftable()
      .map(({ index }) => ({
        index,
        at: leaves(samples[index] as Sample, (samples[index] as Sample).answer).flatMap((leaf, at) =>
          typeof valueAt(leaf) === 'number' && leaf.kind !== undefined ? [at] : [],
        ),
      }))
      .filter((s) => s.at.length > 0);
    fc.assert(
      fc.property(
        fc
          .constantFrom(...numbers)
          .chain(({ index, at }) =>
            fc.subarray(at, { minLength: 1 }).map((picked) => ({ sample: samples[index] as Sample, picked })),
          ),
        ({ sample, picked }) => {
          const { answer } = applyDrifts(
            sample,
            picked.map((at) => ({ at, drift: 'numeric string' as const })),
          );
          const reading = read(sample, answer);
          if (!reading.ok) throw new Error(reading.problem);
          expect(reading.value).toStrictEqual(sample.answer);
          expect(reading.deviations.every((d) => d.read === 'as a number' && d.received.startsWith('the text "'))).toBe(
            true,
          );
          expect(reading.deviationCount).toBe(picked.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});

// ── broken structure ─────────────────────────────────────────────────────────

/** A place of the answer's structure, and what happens to it (the answer itself: null or text). */
interface Break {
  path: string;
  how: 'null' | 'missing' | 'an object';
}

/** Every structural place of a sample: identifiers and pagination, `data`, the answer itself. */
function breakable(sample: Sample): string[] {
  const structure = leaves(sample, sample.answer)
    .filter((leaf) => leaf.kind === undefined)
    .map((leaf) => leaf.path);
  const data = isRecord(sample.answer) && Array.isArray(sample.answer.data) ? ['data'] : [];
  return ['', ...data, ...structure];
}

function breakAt(answer: unknown, { path, how }: Break): unknown {
  const value = { null: null, missing: undefined, 'an object': {} }[how];
  // An answer that is an object has a structure to break below; as a whole, it breaks as no object.
  if (path === '') return how === 'null' ? null : 'Service unavailable';
  const parts = path.split('.');
  const holder = parts
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], answer) as Record<string, unknown>;
  const key = parts.at(-1) as string;
  if (value === undefined) delete holder[key];
  else holder[key] = value;
  return answer;
}

describe('broken structure', () => {
  it('fails the answer with a sentence that names the field, whatever values drifted besides', () => {
    const choices = driftable();
    const arb = fc.constantFrom(...choices).chain(({ index, options }) => {
      const sample = samples[index] as Sample;
      const places = breakable(sample);
      return fc.record({
        sample: fc.constant(sample),
        place: fc.record({
          path: fc.constantFrom(...places),
          how: fc.constantFrom<Break['how']>('null', 'missing', 'an object'),
        }),
        drifts: fc
          .uniqueArray(fc.integer({ min: 0, max: options.length - 1 }), { maxLength: 5 })
          .map((picked) => picked.map((i) => ({ at: options[i]?.at ?? 0, drift: options[i]?.drifts[0] ?? 'null' }))),
      });
    });
    fc.assert(
      fc.property(arb, ({ sample, place, drifts }) => {
        const answer = breakAt(applyDrifts(sample, drifts).answer, place);
        const reading = read(sample, answer);
        if (reading.ok) throw new Error(`${sample.label}: ${place.how} at "${place.path}" was read as a good answer`);
        expect(reading.path).toBe(place.path);
        expect(reading.problem.startsWith(`${endpoints[sample.id].summary}: `)).toBe(true);
        const field = place.path.split('.').at(-1) ?? '';
        if (place.path === '') expect(reading.problem).toMatch(/the answer is not an object/);
        else if (/^\d+$/.test(field)) expect(reading.problem).toContain(`row ${Number(field) + 1} of`);
        else expect(reading.problem).toContain(`\`${field}\``);
      }),
      { numRuns: 500 },
    );
  });

  it('names an id set to null and a missing data list in words', () => {
    const sample = samples.find((s) => s.id === 'ajax.list') as Sample;
    const rows = (sample.answer as { data: unknown[] }).data.length;
    expect(rows).toBeGreaterThan(2);
    const noId = read(sample, breakAt(structuredClone(sample.answer), { path: 'data.2.id', how: 'null' }));
    expect(noId.ok || noId.problem).toBe(
      'Ajax calls: `id` in row 3 of `data` should be an identifier (text), and is null.',
    );
    const noData = read(sample, breakAt(structuredClone(sample.answer), { path: 'data', how: 'missing' }));
    expect(noData.ok || noData.problem).toBe('Ajax calls: the answer has no `data` (a list).');
    const events = samples.find((s) => s.id === 'errors.events') as Sample;
    const noGroup = read(events, breakAt(structuredClone(events.answer), { path: 'data.0.errorId', how: 'null' }));
    expect(noGroup.ok || noGroup.problem).toBe(
      'Events of an error group: `errorId` in row 1 of `data` should be an identifier (text), and is null.',
    );
  });
});

describe('the samples', () => {
  it('cover both project kinds and the empty project', () => {
    for (const project of ['demo-browser', 'demo-apm', 'demo-empty'])
      expect(
        samples.some((s) => s.label.startsWith(`${project} `)),
        project,
      ).toBe(true);
    expect(samples.some((s) => s.id === 'pages.list' && 'search' in s.query)).toBe(true);
  });
});

// Two faults of the reader these properties found, kept as cases of their own.
describe('found by the properties', () => {
  // A number where a trend date belongs was read "as text" ("12"), which is no trend date, while
  // the same "12" sent as text was read as no value: a value read as text was not checked against
  // the field's own rule, as a number read from text was.
  it('a number where a trend date belongs is no value, like any text that is no trend date', () => {
    const list = { ...errorList([], { limit: 25, totalPages: 0 }), trendDates: ['2026-11-20 08:00', 12] };
    const reading = readAnswer(errorListSchema, list, 'Errors');
    expect(reading.ok && reading.value.trendDates).toEqual(['2026-11-20 08:00', '']);
    expect(reading.ok && reading.deviations.map((d) => d.read)).toEqual(['no value']);
  });

  // An event whose `user` is null (or missing, or text) fails with "`id` in `user` in row 1 of
  // `data` is missing" at data.0.user.id: filling the group in as no values reads its id, which
  // is structure, from an empty object. Whether such an answer fails or not, the sentence should
  // be about `user`.
  it('an event without its user is named by `user`, not by a missing user id', () => {
    const events = samples.find((s) => s.id === 'errors.events') as Sample;
    const answer = structuredClone(events.answer) as { data: Record<string, unknown>[] };
    (answer.data[0] as Record<string, unknown>).user = null;
    const reading = read(events, answer);
    if (reading.ok) expect(reading.deviations.map((d) => d.path)).toContain('data.0.user');
    else expect(reading.path).toBe('data.0.user');
  });
});
