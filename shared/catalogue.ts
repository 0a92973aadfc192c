// The endpoint catalogue: the 19 GETs of spec part 4 — path template, query rules, answer
// schema and the project kinds that serve them — and the one place URLs are built and read.
import { z } from 'zod';
import { ERROR_FILTERS, SORT_KEYS, type ErrorFilter, type SortKey } from './error-terms.ts';
import type { Read } from './reading.ts';
import { ajaxListSchema } from './schemas/ajax.ts';
import { apdexSchema } from './schemas/apdex.ts';
import { errorEventListSchema } from './schemas/error-events.ts';
import { ERROR_STATUSES, errorGroupSchema, errorListSchema, errorPathId } from './schemas/errors.ts';
import { pageItemASchema, pageListASchema, pageSearchSchema } from './schemas/pages.ts';
import {
  reportAjaxSchema,
  reportApdexSchema,
  reportErrorsSchema,
  reportPagesSchema,
  reportSchema,
  reportTransactionsSchema,
  type ProjectKind,
} from './schemas/reports.ts';
import { routeListSchema } from './schemas/routes.ts';
import { transactionListSchema } from './schemas/transactions.ts';
import { webVitalsSchema } from './schemas/web-vitals.ts';
import { durationMs, parseApiTime, type WindowFields, type WindowParam } from './time-window.ts';

// ── query rules ──────────────────────────────────────────────────────────────

const text = (name: string) =>
  z.string({ error: `${name} must be text` }).min(1, { error: `${name} must not be empty` });
const wholeNumber = (name: string, min: number, max?: number) => {
  const range = max === undefined ? `${min} or more` : `from ${min} to ${max}`;
  const error = `${name} must be a whole number ${range}`;
  const base = z.number({ error }).int({ error }).min(min, { error });
  return max === undefined ? base : base.max(max, { error });
};

const windowFields = {
  timeDur: z.string().optional(),
  timeStart: z.string().optional(),
  timeEnd: z.string().optional(),
} satisfies Record<WindowParam, z.ZodType>;

/** timeDur, or timeStart and timeEnd (spec 4.1): exactly one form, well-formed, start before end. */
function windowRule(query: WindowFields, ctx: z.RefinementCtx): void {
  const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
  const { timeDur, timeStart, timeEnd } = query;
  const hasRange = timeStart !== undefined || timeEnd !== undefined;
  if (timeDur !== undefined && hasRange) return issue('Give either timeDur or timeStart and timeEnd, not both');
  if (timeDur !== undefined) {
    if (durationMs(timeDur) === null)
      issue(`Unknown timeDur "${timeDur}": use a number and m, h, d or M, as in 30m, 6h, 1d, 1M`);
    return;
  }
  if (timeStart === undefined && timeEnd === undefined)
    return issue('A time window is required: timeDur, or timeStart and timeEnd');
  if (timeStart === undefined || timeEnd === undefined) return issue('timeStart and timeEnd go together');
  const start = parseApiTime(timeStart);
  const end = parseApiTime(timeEnd);
  if (start === null) issue(`timeStart "${timeStart}" is not a time of the form YYYY-MM-DD HH:mm`);
  if (end === null) issue(`timeEnd "${timeEnd}" is not a time of the form YYYY-MM-DD HH:mm`);
  if (start !== null && end !== null && start >= end) issue('timeStart must be before timeEnd');
}

const errorFilterFields = Object.fromEntries(ERROR_FILTERS.map((name) => [name, text(name).optional()])) as Record<
  ErrorFilter,
  z.ZodOptional<z.ZodString>
>;
export { ERROR_FILTERS, SORT_KEYS, type SortKey };

const pagingFields = { limit: wholeNumber('limit', 1, 100).optional(), page: wholeNumber('page', 1).optional() };
const searchField = { search: text('search').optional() };

const query = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.strictObject({ ...windowFields, ...shape }).superRefine((value, ctx) => windowRule(value as WindowFields, ctx));

const windowOnly = query({});
const withSearch = query(searchField);

// ── the catalogue ────────────────────────────────────────────────────────────

const BOTH: readonly ProjectKind[] = ['browser', 'apm'];
const BROWSER: readonly ProjectKind[] = ['browser'];

function endpoint<P extends string, Q extends z.ZodType, R extends z.ZodType>(spec: {
  path: P;
  query: Q;
  response: R;
  kinds: readonly ProjectKind[];
  summary: string;
}) {
  return spec;
}

// Project kinds: the spec names browser-only for the reports sub-endpoints and is silent on the
// lists. Pages, routes, ajax and web vitals come from the browser agent; APM projects are taken to
// serve reports, apdex, transactions and errors. A kind that is not served is a normal state.
export const endpoints = {
  reports: endpoint({
    path: '/v2/projects/:projectId/reports',
    query: windowOnly,
    response: reportSchema,
    kinds: BOTH,
    summary: 'Full report',
  }),
  'reports.apdex': endpoint({
    path: '/v2/projects/:projectId/reports/apdex',
    query: windowOnly,
    response: reportApdexSchema,
    kinds: BROWSER,
    summary: 'Apdex report',
  }),
  'reports.errors': endpoint({
    path: '/v2/projects/:projectId/reports/errors',
    query: windowOnly,
    response: reportErrorsSchema,
    kinds: BROWSER,
    summary: 'Errors report',
  }),
  'reports.pages': endpoint({
    path: '/v2/projects/:projectId/reports/pages',
    query: windowOnly,
    response: reportPagesSchema,
    kinds: BROWSER,
    summary: 'Pages report',
  }),
  'reports.ajax': endpoint({
    path: '/v2/projects/:projectId/reports/ajax',
    query: windowOnly,
    response: reportAjaxSchema,
    kinds: BROWSER,
    summary: 'Ajax report',
  }),
  'reports.transactions': endpoint({
    path: '/v2/projects/:projectId/reports/transactions',
    query: windowOnly,
    response: reportTransactionsSchema,
    kinds: BROWSER,
    summary: 'Transactions report',
  }),
  'transactions.list': endpoint({
    path: '/v2/projects/:projectId/transactions',
    query: withSearch,
    response: transactionListSchema,
    kinds: BOTH,
    summary: 'Custom transactions',
  }),
  'transactions.get': endpoint({
    path: '/v2/projects/:projectId/transactions/:transactionId',
    query: windowOnly,
    response: transactionListSchema,
    kinds: BOTH,
    summary: 'One custom transaction',
  }),
  // The spec documents pagination fields on the plain page list but no parameters for them;
  // limit and page are accepted as on the errors list.
  'pages.list': endpoint({
    path: '/v2/projects/:projectId/pages',
    query: query({ ...searchField, ...pagingFields }),
    response: z.union([pageSearchSchema, pageListASchema]),
    kinds: BROWSER,
    summary: 'Pages',
  }),
  'pages.get': endpoint({
    path: '/v2/projects/:projectId/pages/:pageId',
    query: windowOnly,
    response: pageItemASchema,
    kinds: BROWSER,
    summary: 'One page',
  }),
  'routes.list': endpoint({
    path: '/v2/projects/:projectId/routes',
    query: withSearch,
    response: routeListSchema,
    kinds: BROWSER,
    summary: 'Routes',
  }),
  'routes.get': endpoint({
    path: '/v2/projects/:projectId/routes/:routeId',
    query: windowOnly,
    response: routeListSchema,
    kinds: BROWSER,
    summary: 'One route',
  }),
  'ajax.list': endpoint({
    path: '/v2/projects/:projectId/ajax',
    query: withSearch,
    response: ajaxListSchema,
    kinds: BROWSER,
    summary: 'Ajax calls',
  }),
  'ajax.get': endpoint({
    path: '/v2/projects/:projectId/ajax/:ajaxId',
    query: windowOnly,
    response: ajaxListSchema,
    kinds: BROWSER,
    summary: 'One ajax call',
  }),
  webvitals: endpoint({
    path: '/v2/projects/:projectId/webvitals',
    query: withSearch,
    response: webVitalsSchema,
    kinds: BROWSER,
    summary: 'Web vitals',
  }),
  // The spec lists only timeDur here; a custom range is accepted too so every view follows the window.
  apdex: endpoint({
    path: '/v2/projects/:projectId/apdex',
    query: withSearch,
    response: apdexSchema,
    kinds: BOTH,
    summary: 'Apdex',
  }),
  'errors.list': endpoint({
    path: '/v2/projects/:projectId/errors',
    query: query({
      status: z.enum(ERROR_STATUSES, { error: `status must be one of ${ERROR_STATUSES.join(', ')}` }),
      ...errorFilterFields,
      message: text('message').optional(),
      ...pagingFields,
      sortby: z.enum(SORT_KEYS, { error: `sortby must be one of ${SORT_KEYS.join(', ')}` }).optional(),
    }),
    response: errorListSchema,
    kinds: BOTH,
    summary: 'Error groups',
  }),
  'errors.get': endpoint({
    path: '/v2/projects/:projectId/errors/:errorId',
    query: query(errorFilterFields),
    response: errorGroupSchema,
    kinds: BOTH,
    summary: 'One error group',
  }),
  'errors.events': endpoint({
    path: '/v2/projects/:projectId/errors/:errorId/events',
    query: query({ ...errorFilterFields, ...pagingFields }),
    response: errorEventListSchema,
    kinds: BOTH,
    summary: 'Events of an error group',
  }),
};

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;
export const ENDPOINT_IDS = Object.keys(endpoints) as EndpointId[];

type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type PathParams<Id extends EndpointId> = Record<PathParamNames<Endpoints[Id]['path']>, string>;
export type QueryParams<Id extends EndpointId> = z.input<Endpoints[Id]['query']>;
/** An answer as read: values that drifted are no value (`null`, or `''` for text); see reading.ts. */
export type ResponseOf<Id extends EndpointId> = Read<Endpoints[Id]['response']>;

export function isEndpointId(value: unknown): value is EndpointId {
  return typeof value === 'string' && Object.hasOwn(endpoints, value);
}

/** Names of the placeholders of a path template, in order. */
export function pathParamNames(id: EndpointId): string[] {
  return [...endpoints[id].path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
}

/** The exact schema for an answer: the page list has two shapes, chosen by `search`. */
export function responseSchemaFor(id: EndpointId, query: Record<string, unknown>): z.ZodType {
  if (id === 'pages.list') return query.search === undefined ? pageListASchema : pageSearchSchema;
  return endpoints[id].response;
}

// ── building and reading URLs ────────────────────────────────────────────────

/** Form-style encoding as the service expects it: spaces as `+`, colons left readable. */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+').replace(/%3A/gi, ':');
}

const WINDOW_KEYS = ['timeDur', 'timeStart', 'timeEnd'];

/** Canonical query string: window first, then the rest by name, so equal requests give equal URLs. */
export function buildQueryString(query: Record<string, string | number | undefined>): string {
  const keys = Object.keys(query).filter((key) => query[key] !== undefined);
  const ordered = [
    ...WINDOW_KEYS.filter((key) => keys.includes(key)),
    ...keys.filter((key) => !WINDOW_KEYS.includes(key)).sort(),
  ];
  return ordered.map((key) => `${key}=${encodeValue(String(query[key]))}`).join('&');
}

/**
 * `/v2/projects/demo-browser/errors?timeStart=2026-11-20+08:00&timeEnd=...&status=Open`.
 * An error id goes into the path as its hashName part.
 */
export function buildPath<Id extends EndpointId>(id: Id, path: PathParams<Id>, query: QueryParams<Id>): string {
  const params = path as Record<string, string>;
  const pathname = endpoints[id].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new TypeError(`${id}: path parameter ${name} is missing`);
    const segment = name === 'errorId' ? errorPathId(value) : value;
    if (isDotSegment(segment)) throw new TypeError(`${id}: path parameter ${name} cannot be "${segment}"`);
    return encodeURIComponent(segment);
  });
  const search = buildQueryString(query as Record<string, string | number | undefined>);
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * "." and ".." cannot stand for an id in a URL: every URL parser reads them as "this folder" and
 * "the folder above", so the request would name another resource.
 */
function isDotSegment(value: string): boolean {
  return value === '.' || value === '..';
}

const matchers = ENDPOINT_IDS.map((id) => {
  const names = pathParamNames(id);
  const pattern = new RegExp(`^${endpoints[id].path.replace(/:(\w+)/g, '([^/]+)')}/?$`);
  return { id, names, pattern };
});

/** Which endpoint a request path names, with its decoded path parameters. */
export function matchPath(pathname: string): { id: EndpointId; path: Record<string, string> } | null {
  for (const { id, names, pattern } of matchers) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    try {
      return {
        id,
        path: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] as string)])),
      };
    } catch {
      return null; // malformed percent-encoding names nothing
    }
  }
  return null;
}

const NUMERIC_KEYS = new Set(['limit', 'page']);
/** The key may travel as a query parameter too (DOMAIN.md); it is never a filter. */
const CREDENTIAL_KEYS = new Set(['api_key', 'apiKey']);

export type QueryCheck<Id extends EndpointId> =
  { ok: true; query: z.output<Endpoints[Id]['query']> } | { ok: false; message: string };

/** Validates a query object against an endpoint's rules, with a message a person can act on. */
export function checkQuery<Id extends EndpointId>(id: Id, query: unknown): QueryCheck<Id> {
  const result = endpoints[id].query.safeParse(query);
  if (result.success) return { ok: true, query: result.data as z.output<Endpoints[Id]['query']> };
  return { ok: false, message: describeIssues(result.error) };
}

/** Reads a URL query (numbers from text, credentials set aside) and validates it. */
export function parseQuery<Id extends EndpointId>(id: Id, search: URLSearchParams): QueryCheck<Id> {
  const query: Record<string, string | number> = {};
  for (const [key, value] of search) {
    if (CREDENTIAL_KEYS.has(key)) continue;
    if (Object.hasOwn(query, key)) return { ok: false, message: `${key} is given more than once` };
    query[key] = NUMERIC_KEYS.has(key) && /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return checkQuery(id, query);
}

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      if (issue.code === 'unrecognized_keys') return `Unknown parameter ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
      const where =
        issue.path.length > 0 && !issue.message.startsWith(String(issue.path[0])) ? `${issue.path.join('.')}: ` : '';
      return `${where}${issue.message}`;
    })
    .join('; ');
}
