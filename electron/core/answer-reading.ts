// Reading one answer of the service: an exact answer on the compiled fast path, its own text
// kept to pass through; a drifted one tolerantly, its deviations listed; a broken one refused
// with the reader's sentence (shared/reading.ts).
import { endpoints, responseSchemaFor, type EndpointId } from '../../shared/catalogue.ts';
import { readAnswer, type Deviations } from '../../shared/reading.ts';
import { exactCheck } from './compiled-schemas.ts';
import { rememberValidatedJson } from './raw-json.ts';

export type AnswerReading =
  | ({
      ok: true;
      value: unknown;
      /** Whether the service's text is the value's own (then it passes through, and is what the cache stores). */
      textIsValue: boolean;
    } & Deviations)
  | { ok: false; problem: string };

/**
 * Reads `json` (parsed from `raw`) as the answer to `endpoint`. Either shape of an endpoint with
 * two (the page list) is read whatever was asked; the one the query suggests is tried first.
 */
export function readServiceAnswer(
  endpoint: EndpointId,
  query: Record<string, unknown>,
  json: unknown,
  raw: Buffer,
): AnswerReading {
  const spec = endpoints[endpoint];
  const reading = readAnswer(spec.response, json, spec.summary, exactCheck(responseSchemaFor(endpoint, query)));
  if (!reading.ok) return { ok: false, problem: reading.problem };
  const textIsValue = rememberValidatedJson(reading.value, json, raw);
  return {
    ok: true,
    value: reading.value,
    textIsValue,
    deviations: reading.deviations,
    deviationCount: reading.deviationCount,
  };
}
