// The exact shape check for tests: every field of the schema present, nothing extra, and not
// one value the reader would have to tolerate.
//
// The shared schemas are tolerant about what they let through; the demo must be exact to the spec.
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { endpoints, responseSchemaFor, type EndpointId } from '../../../shared/catalogue.ts';
import { readAnswer, readTolerantly, type Reading } from '../../../shared/reading.ts';
import { apmReportSchema, browserReportSchema } from '../../../shared/schemas/reports.ts';

/** The schema an answer must match, with the report shape chosen by project kind. */
export function schemaFor(id: EndpointId, kind: 'browser' | 'apm', query: Record<string, unknown>): z.ZodType {
  if (id === 'reports') return kind === 'apm' ? apmReportSchema : browserReportSchema;
  return responseSchemaFor(id, query);
}

/**
 * Problems with a value beyond what the (tolerant) shared schemas check: a field the schema has
 * that is missing, or a field it does not have. Walks objects, arrays, optionals and unions.
 */
export function shapeProblems(schema: z.ZodType, value: unknown, path = '$'): string[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return value === undefined || value === null ? [] : shapeProblems(schema.unwrap() as z.ZodType, value, path);
  if (schema instanceof z.ZodUnion) {
    const options = schema.options as z.ZodType[];
    const results = options.filter((o) => o.safeParse(value).success).map((o) => shapeProblems(o, value, path));
    return results.find((r) => r.length === 0) ?? results[0] ?? [`${path}: matches no option`];
  }
  if (schema instanceof z.ZodArray) {
    if (!Array.isArray(value)) return [`${path}: not an array`];
    return value.flatMap((item, i) => shapeProblems(schema.element as z.ZodType, item, `${path}[${i}]`));
  }
  if (schema instanceof z.ZodObject) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return [`${path}: not an object`];
    const shape = schema.shape as Record<string, z.ZodType>;
    const record = value as Record<string, unknown>;
    const problems: string[] = [];
    for (const key of Object.keys(shape)) if (!(key in record)) problems.push(`${path}.${key}: missing`);
    for (const key of Object.keys(record)) if (!(key in shape)) problems.push(`${path}.${key}: not in the spec`);
    for (const key of Object.keys(shape))
      if (key in record) problems.push(...shapeProblems(shape[key] as z.ZodType, record[key], `${path}.${key}`));
    return problems;
  }
  return [];
}

/** Parses with the schema and checks the exact shape; throws with every problem listed. */
export function expectExact(schema: z.ZodType, value: unknown, label: string): void {
  const parsed = schema.safeParse(value);
  const problems = parsed.success
    ? shapeProblems(schema, value)
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (problems.length > 0) throw new Error(`${label}: ${problems.slice(0, 10).join('; ')}`);
}

/**
 * Reads an answer as the core does (`readAnswer` with the endpoint's schema, the exact one for
 * the query deciding fast) and again field by field (`readTolerantly`, what a drifting answer goes
 * through): both must find zero deviations, and the field-by-field reading must give back the
 * answer unchanged. Throws with what was found.
 */
export function expectNoDeviations(id: EndpointId, query: Record<string, unknown>, body: unknown, label: string): void {
  const schema = endpoints[id].response;
  const found = (reading: Reading<unknown>, how: string) => {
    if (!reading.ok) throw new Error(`${label} (${how}): ${reading.problem}`);
    if (reading.deviationCount > 0) {
      const listed = reading.deviations.slice(0, 10).map((d) => `${d.path}: ${d.received}, expected ${d.expected}`);
      throw new Error(`${label} (${how}): ${reading.deviationCount} deviations: ${listed.join('; ')}`);
    }
    return reading.value;
  };
  found(readAnswer(schema, body, label, responseSchemaFor(id, query)), 'readAnswer');
  const fieldByField = found(readTolerantly(schema, body, label), 'readTolerantly');
  if (!isDeepStrictEqual(fieldByField, body))
    throw new Error(`${label} (readTolerantly): the reading differs from the answer`);
}
