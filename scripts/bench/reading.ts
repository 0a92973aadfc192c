// Reading the 100,000-row ajax answer (demo --scale 2500): the check the gateway makes once the
// body is parsed. Before answers were read tolerantly, that check was the compiled exact schema
// and the raw-text check; now it is readServiceAnswer, which tries that same compiled schema
// first and reads tolerantly only what fails it. Goal: an exact answer costs at most 1.2 x what
// it did. Beside it, not judged: the same answer with a value drifted in one row of a hundred,
// which takes the tolerant path.
//
// Measuring. The two paths take turns on the same parsed answer, after warming up, and the goal
// is judged on the median of each turn's ratio: a garbage collection of the 50 MB answer lands
// on one side of one turn and is outvoted, where a ratio of two medians swung from 1.0 to 2.0.
import { responseSchemaFor } from '../../shared/catalogue.ts';
import { readServiceAnswer } from '../../electron/core/answer-reading.ts';
import { compiledSchema } from '../../electron/core/compiled-schemas.ts';
import { rememberValidatedJson } from '../../electron/core/raw-json.ts';
import { DEMO_KEY, demo, median, type Result } from './harness.ts';

const RUNS = 15;
const WARM_UP = 3;
const DRIFTED_RUNS = 3;
const query = { timeDur: '1d' };

export async function measureReading(): Promise<Result[]> {
  const api = await demo(2500);
  let raw: Buffer;
  try {
    raw = Buffer.from(
      await (
        await fetch(`${api.url}/v2/projects/demo-browser/ajax?timeDur=1d`, { headers: { 'X-API-KEY': DEMO_KEY } })
      ).arrayBuffer(),
    );
  } finally {
    await api.close();
  }
  const json = JSON.parse(raw.toString('utf8')) as { data: Record<string, unknown>[] };
  const rows = json.data.length;

  // The check as it was: the compiled exact schema, then whether the text is the value's own.
  const strict = () => {
    const parsed = compiledSchema(responseSchemaFor('ajax.list', query)).safeParse(json);
    if (!parsed.success) throw new Error("the demo's answer does not meet its schema");
    rememberValidatedJson(parsed.data, json, raw);
  };
  const reading = () => {
    const read = readServiceAnswer('ajax.list', query, json, raw);
    if (!read.ok || read.deviationCount > 0) throw new Error("the demo's answer was not read as exact");
  };
  const timed = (run: () => void) => {
    const start = performance.now();
    run();
    return performance.now() - start;
  };
  for (let i = 0; i < WARM_UP; i++) {
    strict();
    reading();
  }
  const times = { strict: [] as number[], reading: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    // Alternating which goes first, so neither always follows the other's garbage.
    if (i % 2 === 0) {
      times.strict.push(timed(strict));
      times.reading.push(timed(reading));
    } else {
      times.reading.push(timed(reading));
      times.strict.push(timed(strict));
    }
  }
  const before = median(times.strict);
  const now = median(times.reading);
  const ratio = median(times.reading.map((ms, i) => ms / times.strict[i]!));

  const drifted = structuredClone(json);
  for (let i = 0; i < drifted.data.length; i += 100) drifted.data[i]!.percentile_99 = null;
  const driftedRaw = Buffer.from(JSON.stringify(drifted));
  let deviations = 0;
  const driftedTimes: number[] = [];
  for (let i = 0; i < DRIFTED_RUNS; i++) {
    driftedTimes.push(
      timed(() => {
        const read = readServiceAnswer('ajax.list', query, drifted, driftedRaw);
        deviations = read.ok ? read.deviationCount : -1;
      }),
    );
  }
  const driftedMs = median(driftedTimes);

  return [
    {
      name: 'reading the 100,000-row ajax answer, against the strict check alone',
      value: ratio,
      unit: 'x',
      goal: '≤ 1.2 x',
      ok: ratio <= 1.2,
      note: `${rows.toLocaleString('en')} rows, ${(raw.length / 1024 / 1024).toFixed(0)} MB: ${now.toFixed(0)} ms read, ${before.toFixed(0)} ms strict (medians of ${RUNS}; the ratio is the median of each turn's)`,
    },
    {
      name: 'reading it with a value drifted in one row of a hundred',
      value: driftedMs,
      unit: 'ms',
      goal: '',
      ok: true,
      info: true,
      note: `${deviations.toLocaleString('en')} deviations; ${(driftedMs / before).toFixed(1)} x the strict check of the exact answer`,
    },
  ];
}
