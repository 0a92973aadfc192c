// The bridge's view of the response cache: what it holds, its usage, and clearing it.
import { z } from 'zod';
import { idSchema, noRequest, resolvedWindowSchema } from './fields.ts';

export const cacheEntrySchema = z.object({
  accountId: z.string(),
  projectId: z.string(),
  endpoint: z.string(),
  query: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The request without its window (path and other parameters), to find one window's copies. */
  request: z.string().optional(),
  window: resolvedWindowSchema,
  fetchedAt: z.number(),
  bytes: z.number(),
});
export type CacheEntry = z.infer<typeof cacheEntrySchema>;

export const cacheChannels = {
  'cache.list': {
    request: z.strictObject({ accountId: idSchema.optional(), projectId: idSchema.optional() }),
    response: z.object({ entries: z.array(cacheEntrySchema), persistent: z.boolean() }),
  },
  'cache.clear': {
    request: z.strictObject({ accountId: idSchema.optional() }),
    response: z.object({ removed: z.number() }),
  },
  /** The whole cache's usage now: how many answers it holds and their size on disk. */
  'cache.stats': {
    request: noRequest,
    response: z.object({
      entries: z.number().int().min(0),
      bytes: z.number().int().min(0),
      maxBytes: z.number().int(),
      persistent: z.boolean(),
    }),
  },
} as const;
