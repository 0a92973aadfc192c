// The small schemas the bridge's channels share, whatever their concern.
import { z } from 'zod';

/** An account's or a project's id, as every channel takes it. */
export const idSchema = z.string().trim().min(1, { error: 'must not be empty' }).max(200);

/** The request of a channel that takes nothing. */
export const noRequest = z.strictObject({});
/** The value of a channel that only says it is done. */
export const done = z.object({});

/** A time window resolved to epoch ms. */
export const resolvedWindowSchema = z.object({ start: z.number(), end: z.number() });
