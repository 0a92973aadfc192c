// The bridge's reads of the service: `api.get` (an answer, live or cached) and `api.inspect`
// (the newest stored answer's text as the service sent it).
import { z } from 'zod';
import type { ApiError } from '../api-error.ts';
import { MAX_CACHED_READS } from '../channel-names.ts';
import { ENDPOINT_IDS, type EndpointId, type PathParams, type QueryParams, type ResponseOf } from '../catalogue.ts';
import { idSchema, resolvedWindowSchema } from './fields.ts';
import { answerFactsShape, type AnswerFacts } from './traces.ts';

export const apiRequestSchema = z.strictObject({
  accountId: idSchema.optional(), // default: the selected account
  endpoint: z.enum(ENDPOINT_IDS as [EndpointId, ...EndpointId[]]),
  path: z.record(z.string(), z.string().max(1000)),
  query: z.record(z.string(), z.union([z.string().max(4000), z.number()])),
  /** `only`: answer from the cache, never the network (first paint, offline browsing). */
  cache: z.enum(['only']).optional(),
  /**
   * When the page asked, ms since the epoch: a relative window ("the last day") is resolved at
   * that minute, not at the one its request leaves in, which may come after a wait for a slot.
   */
  asOf: z.number().int().nonnegative().optional(),
});

/** What `api.get` gives: the service's answer, fresh or from the cache, with how it was read. */
export const answerSchema = z.object({
  data: z.unknown(),
  fetchedAt: z.number(),
  window: resolvedWindowSchema,
  source: z.enum(['network', 'cache']),
  ...answerFactsShape,
});
export type Answer<T = unknown> = {
  data: T;
  fetchedAt: number;
  window: { start: number; end: number };
  source: 'network' | 'cache';
} & AnswerFacts;

/** The newest stored copy, which a failed `api.get` brings beside its error (see reply.ts). */
export const cachedCopySchema = answerSchema.omit({ source: true });
export type CachedCopy<T = unknown> = Omit<Answer<T>, 'source'>;

/**
 * `api.get`'s reply as a query holds it, typed by endpoint: the answer, or the failure with the
 * newest cached copy, if any. Views read both as data (view-state.ts), so a query never throws.
 */
export type ApiResult<T = unknown> =
  ({ ok: true } & Answer<T>) | { ok: false; error: ApiError; cached?: CachedCopy<T> };

/** The newest stored answer to a request, as the service sent it: for Inspect, offline too. */
export const inspectionSchema = z.discriminatedUnion('found', [
  z.object({ found: z.literal(false) }),
  z.object({
    found: z.literal(true),
    /** The answer's JSON text as the service sent it (the account's key, if echoed, reads •••). */
    raw: z.string(),
    fetchedAt: z.number(),
    /** `network`: fetched by this run of the app; `cache`: stored by an earlier run. */
    source: z.enum(['network', 'cache']),
    ...answerFactsShape,
  }),
]);
export type Inspection = z.infer<typeof inspectionSchema>;

export interface ApiRequest<Id extends EndpointId> {
  accountId?: string;
  endpoint: Id;
  path: PathParams<Id>;
  query: QueryParams<Id>;
  cache?: 'only';
}
export type ApiResponse<Id extends EndpointId> = ApiResult<ResponseOf<Id>>;

export const answerChannels = {
  'api.get': { request: apiRequestSchema, response: answerSchema },
  /**
   * Many cache-only reads in one call, each answered as `api.get` with `cache: 'only'` would:
   * a screen's first paint asks for its copies all at once, and a call per copy would cost a
   * connection and a task each (the home: two hundred).
   */
  'api.cached': {
    request: z.strictObject({
      requests: z.array(apiRequestSchema.omit({ cache: true, asOf: true })).max(MAX_CACHED_READS),
    }),
    // The core's own results, in the order asked: the answer or why there is none.
    response: z.object({ results: z.array(z.custom<ApiResult>()) }),
  },
  'api.inspect': { request: apiRequestSchema.omit({ cache: true, asOf: true }), response: inspectionSchema },
} as const;
