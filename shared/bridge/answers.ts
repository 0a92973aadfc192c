// The bridge's reads of the service: `api.get` (an answer, live or cached) and `api.inspect`
// (the newest stored answer's text as the service sent it).
import { z } from 'zod';
import { API_ERROR_KINDS, type ApiError } from '../api-error.ts';
import { ENDPOINT_IDS, type EndpointId, type PathParams, type QueryParams, type ResponseOf } from '../catalogue.ts';
import { idSchema, resolvedWindowSchema } from './fields.ts';
import { answerFactsShape, type AnswerFacts } from './traces.ts';

export const apiErrorSchema = z.object({
  kind: z.enum(API_ERROR_KINDS),
  message: z.string(),
  status: z.number().int().optional(),
  retryAfterMs: z.number().optional(),
  retryAt: z.number().optional(),
}) satisfies z.ZodType<ApiError>;

export const apiRequestSchema = z.strictObject({
  accountId: idSchema.optional(), // default: the selected account
  endpoint: z.enum(ENDPOINT_IDS as [EndpointId, ...EndpointId[]]),
  path: z.record(z.string(), z.string().max(1000)),
  query: z.record(z.string(), z.union([z.string().max(4000), z.number()])),
  /** `only`: answer from the cache, never the network (first paint, offline browsing). */
  cache: z.enum(['only']).optional(),
});

const apiSuccessSchema = z.object({
  ok: z.literal(true),
  data: z.unknown(),
  fetchedAt: z.number(),
  window: resolvedWindowSchema,
  source: z.enum(['network', 'cache']),
  ...answerFactsShape,
});
const cachedCopySchema = z.object({
  data: z.unknown(),
  fetchedAt: z.number(),
  window: resolvedWindowSchema,
  ...answerFactsShape,
});
export const apiResultSchema = z.discriminatedUnion('ok', [
  apiSuccessSchema,
  z.object({ ok: z.literal(false), error: apiErrorSchema, cached: cachedCopySchema.optional() }),
]);

/** What a GET answers, typed by endpoint. On failure the newest cached copy comes along, if any. */
export type ApiResult<T = unknown> =
  | ({
      ok: true;
      data: T;
      fetchedAt: number;
      window: { start: number; end: number };
      source: 'network' | 'cache';
    } & AnswerFacts)
  | {
      ok: false;
      error: ApiError;
      cached?: { data: T; fetchedAt: number; window: { start: number; end: number } } & AnswerFacts;
    };

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
  'api.get': { request: apiRequestSchema, response: apiResultSchema },
  'api.inspect': { request: apiRequestSchema.omit({ cache: true }), response: inspectionSchema },
} as const;
