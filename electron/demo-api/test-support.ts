// Helpers for the demo API's tests: a server on a pinned clock, a fetch wrapper, and an exact
// shape check (every field of the schema present, nothing extra) on top of the shared schemas.
import { z } from 'zod';
import { buildQueryString, responseSchemaFor, type EndpointId } from '../../shared/catalogue.ts';
import { apmReportSchema, browserReportSchema } from '../../shared/schemas/reports.ts';
import { startDemoApi, type DemoApi, type DemoApiOptions } from './server.ts';

/** The tests' "now": 2026-11-20 08:00:30 UTC. */
export const NOW = Date.UTC(2026, 10, 20, 8, 0, 30);
export const SEED = 7;

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

export interface TestApi {
  api: DemoApi;
  get(path: string, query?: Record<string, string | number | undefined>, init?: RequestInit): Promise<Reply>;
}

export async function startTestApi(options: DemoApiOptions = {}): Promise<TestApi> {
  const api = await startDemoApi({ seed: SEED, now: NOW, ...options });
  return {
    api,
    async get(path, query = {}, init = {}) {
      const qs = buildQueryString(query);
      const response = await fetch(`${api.url}${path}${qs ? `?${qs}` : ''}`, {
        ...init,
        headers: { 'X-API-KEY': api.key, ...(init.headers as Record<string, string> | undefined) },
      });
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: body stays undefined
      }
      return { status: response.status, headers: response.headers, text, body };
    },
  };
}

export const PROJECT_PATH = (project: string) => `/v2/projects/${project}`;

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
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return value === undefined || value === null ? [] : shapeProblems(schema.unwrap() as z.ZodType, value, path);
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
    for (const key of Object.keys(shape)) if (key in record) problems.push(...shapeProblems(shape[key] as z.ZodType, record[key], `${path}.${key}`));
    return problems;
  }
  return [];
}

/** Parses with the schema and checks the exact shape; throws with every problem listed. */
export function expectExact(schema: z.ZodType, value: unknown, label: string): void {
  const parsed = schema.safeParse(value);
  const problems = parsed.success ? shapeProblems(schema, value) : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (problems.length > 0) throw new Error(`${label}: ${problems.slice(0, 10).join('; ')}`);
}
