// What can be asked of the demo's events on demand (on-demand.ts), checked alike from code, the
// control endpoint /__demo/events and the CLI's --event flag: one schema, with messages that say
// what to change, and the flag's form.
import { z } from 'zod';
import { flagPairs } from './cli-flags.ts';

export const EVENT_KINDS = ['new-group', 'recur', 'spike'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** A spike multiplies by at most this much, and lasts at most a day. */
export const MAX_FACTOR = 100;
export const MAX_SPIKE_MINUTES = 24 * 60;
/** An event may be asked for up to a week ahead. */
export const MAX_DELAY_MINUTES = 7 * 24 * 60;

/** Issue messages name the field themselves (see readableIssues), so each says only what is wrong. */
const strict = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `has a field it does not know: ${issue.keys.join(', ')}` : undefined,
  });

/** A field's message when it is missing, and when it is of the wrong type. */
const missingOr = (what: string, wrong: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? `is required: ${what}` : wrong),
});

const project = z
  .string(missingOr('the id of a served project, e.g. demo-browser', 'must be the id of a project'))
  .min(1, 'is required: the id of a served project, e.g. demo-browser');
const inMinutes = z
  .number({ error: 'must be a whole number of minutes from now' })
  .int('must be a whole number of minutes from now')
  .min(0, 'must be 0 (now) or more')
  .max(MAX_DELAY_MINUTES, `must be at most ${MAX_DELAY_MINUTES} (a week)`)
  .optional();

export const eventRequestSchema = z.discriminatedUnion(
  'kind',
  [
    strict({
      kind: z.literal('new-group'),
      project,
      /** The group's message; otherwise one of the project's usual kinds of error. */
      message: z
        .string({ error: 'must be text' })
        .trim()
        .min(1, 'must not be empty')
        .max(5_000, 'must be at most 5000 characters')
        .optional(),
      inMinutes,
    }),
    strict({
      kind: z.literal('recur'),
      project,
      /** The Resolved group to reopen (`<number>:<hashName>` or the hashName); otherwise the project's first Resolved one. */
      groupId: z.string({ error: 'must be text' }).min(1, 'must not be empty').optional(),
      inMinutes,
    }),
    strict({
      kind: z.literal('spike'),
      project,
      factor: z
        .number(missingOr('how many times over the errors come, a number above 1', 'must be a number above 1'))
        .gt(1, 'must be above 1 (2 doubles the errors)')
        .max(MAX_FACTOR, `must be at most ${MAX_FACTOR}`),
      minutes: z
        .number(missingOr('how long the spike lasts, in minutes', 'must be a whole number of minutes'))
        .int('must be a whole number of minutes')
        .min(1, 'must be at least 1')
        .max(MAX_SPIKE_MINUTES, `must be at most ${MAX_SPIKE_MINUTES} (a day)`),
      inMinutes,
    }),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `must be one of ${EVENT_KINDS.join(', ')}`
        : issue.code === 'invalid_type'
          ? 'must be an object with a kind: new-group, recur or spike'
          : undefined,
  },
);
export type EventRequest = z.infer<typeof eventRequestSchema>;

/** A request the demo cannot carry out, and why, in words; nothing was changed. */
export class EventRequestError extends Error {
  override readonly name = 'EventRequestError';
}

/** `factor: must be above 1 …`; an issue of the whole request reads `the request …`. */
function readableIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : `the request ${issue.message}`,
    )
    .join('; ');
}

/** The request, checked; or an EventRequestError saying what is wrong. */
export function parseEventRequest(value: unknown): EventRequest {
  const checked = eventRequestSchema.safeParse(value);
  if (!checked.success) throw new EventRequestError(readableIssues(checked.error));
  return checked.data;
}

/**
 * The CLI form `kind=spike,project=demo-browser,factor=6,minutes=30,at=+10`: `at=+N` (or N) asks
 * for it N minutes after the start, `at=0` at the start; `message=` takes the rest of the flag,
 * commas and all, so it goes last.
 */
export function parseEventFlag(flag: string): EventRequest {
  const messageAt = /(^|,)message=/.exec(flag);
  const message = messageAt ? flag.slice(messageAt.index + messageAt[0].length) : undefined;
  const rest = messageAt ? flag.slice(0, messageAt.index) : flag;
  let pairs: Record<string, string | number>;
  try {
    pairs = rest === '' ? {} : flagPairs(rest, ['factor', 'minutes', 'inMinutes'], { at: 'inMinutes' });
  } catch (error) {
    throw new EventRequestError(error instanceof Error ? error.message : String(error));
  }
  return parseEventRequest(message === undefined ? pairs : { ...pairs, message });
}
