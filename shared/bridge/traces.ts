// How an answer was read and fetched, for Inspect: the deviations from the contract found while
// reading it, and the trace of the request that fetched it. Travels with every answer.
import { z } from 'zod';
import type { Deviation, Deviations } from '../reading.ts';

/** One value of an answer that did not meet the contract (see reading.ts). */
export const deviationSchema = z.object({
  path: z.string(),
  expected: z.string(),
  received: z.string(),
  read: z.enum(['no value', 'as a number', 'as text', 'as true or false', 'as empty']),
}) satisfies z.ZodType<Deviation>;

/**
 * How an answer was fetched, for Inspect: the request as sent (the key's header reads •••),
 * the service's status, and where the time went. `queuedMs` is the time the request waited for
 * a free connection before it was sent (added by the renderer's bridge, which holds the queue;
 * the core sends 0). `waitingMs` runs from the first attempt sent to the headers of the answer
 * read, so earlier attempts and the waits between them are in it (`attempts` says how many);
 * `readingMs` is the body arriving; `checkingMs` is parsing it and reading it against its schema.
 */
export const answerTraceSchema = z.object({
  method: z.literal('GET'),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  status: z.number().int(),
  attempts: z.number().int().min(1),
  timings: z.object({ queuedMs: z.number(), waitingMs: z.number(), readingMs: z.number(), checkingMs: z.number() }),
  bytes: z.number(),
});
export type AnswerTrace = z.infer<typeof answerTraceSchema>;

/** What travels with every answer, fresh or cached: how it was read, and how it was fetched. */
export const answerFactsShape = {
  deviations: z.array(deviationSchema),
  deviationCount: z.number().int().min(0),
  trace: answerTraceSchema.optional(),
};
export type AnswerFacts = Deviations & { trace?: AnswerTrace };
