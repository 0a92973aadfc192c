// The bridge contract: every call the renderer can make to the privileged side, by name, with
// zod schemas for the request (checked by the privileged side) and the answer. There is no
// channel that returns an API key: the renderer only ever learns `hasKey`.
import { z } from 'zod';
import { API_ERROR_KINDS, type ApiError } from './api-error.ts';
import { CHANNEL_NAMES, isChannelName, type ChannelName } from './channel-names.ts';
import { ENDPOINT_IDS, type EndpointId, type PathParams, type QueryParams, type ResponseOf } from './catalogue.ts';
import { PROJECT_KINDS } from './schemas/reports.ts';
import type { Preferences } from './preferences.ts';
import type { Deviation, Deviations } from './reading.ts';

const id = z.string().trim().min(1, { error: 'must not be empty' }).max(200);
const name = z.string().trim().min(1, { error: 'a name is required' }).max(200);

export const projectSchema = z.object({ id, name: z.string().max(200), kind: z.enum(PROJECT_KINDS) });
export type Project = z.infer<typeof projectSchema>;

export const accountSchema = z.object({
  id,
  name,
  baseUrl: z.string(),
  projects: z.array(projectSchema),
  /** The embedded demo account, recreated on every launch. */
  demo: z.boolean().optional(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountViewSchema = accountSchema.extend({ hasKey: z.boolean() });
export type AccountView = z.infer<typeof accountViewSchema>;

export const selectionSchema = z.object({ accountId: id, projectId: id });
export type Selection = z.infer<typeof selectionSchema>;

export const preferencesSchema = z.object({
  theme: z.enum(['system', 'light', 'dark']),
  timeZone: z.enum(['local', 'utc']),
  privacyMask: z.boolean(),
  cacheMaxBytes: z
    .number()
    .int()
    .min(16 * 1024 * 1024)
    .max(16 * 1024 * 1024 * 1024),
  allowedLinkHosts: z.array(z.string().min(1).max(253)).max(500),
  singleKeyShortcuts: z.boolean(),
  autoUpdate: z.boolean(),
}) satisfies z.ZodType<Preferences>;

export const resolvedWindowSchema = z.object({ start: z.number(), end: z.number() });

/** Keychain state: `session` means keys are held in memory until the app quits. */
export const keychainStateSchema = z.enum(['available', 'session']);

export const apiErrorSchema = z.object({
  kind: z.enum(API_ERROR_KINDS),
  message: z.string(),
  status: z.number().int().optional(),
  retryAfterMs: z.number().optional(),
  retryAt: z.number().optional(),
}) satisfies z.ZodType<ApiError>;

// ── api.get ──────────────────────────────────────────────────────────────────

export const apiRequestSchema = z.strictObject({
  accountId: id.optional(), // default: the selected account
  endpoint: z.enum(ENDPOINT_IDS as [EndpointId, ...EndpointId[]]),
  path: z.record(z.string(), z.string().max(1000)),
  query: z.record(z.string(), z.union([z.string().max(4000), z.number()])),
  /** `only`: answer from the cache, never the network (first paint, offline browsing). */
  cache: z.enum(['only']).optional(),
});

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
const answerFacts = {
  deviations: z.array(deviationSchema),
  deviationCount: z.number().int().min(0),
  trace: answerTraceSchema.optional(),
};
export type AnswerFacts = Deviations & { trace?: AnswerTrace };

const apiSuccessSchema = z.object({
  ok: z.literal(true),
  data: z.unknown(),
  fetchedAt: z.number(),
  window: resolvedWindowSchema,
  source: z.enum(['network', 'cache']),
  ...answerFacts,
});
const cachedCopySchema = z.object({
  data: z.unknown(),
  fetchedAt: z.number(),
  window: resolvedWindowSchema,
  ...answerFacts,
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
    ...answerFacts,
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

// ── the channels ─────────────────────────────────────────────────────────────

const none = z.strictObject({});
const ok = z.object({});

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

export const EXPORT_TYPES = {
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'text/csv': 'csv',
  'application/json': 'json',
  'application/pdf': 'pdf',
} as const;
export type ExportMime = keyof typeof EXPORT_TYPES;
/** 64 MB: a bulk export of a large group fits, a runaway does not. */
export const MAX_EXPORT_BYTES = 64 * 1024 * 1024;

/**
 * The updater as the renderer sees it. `unavailable` comes with the reason (browser host,
 * unpackaged run, a Linux package the app cannot replace); `ready` means downloaded and checked,
 * installed when the app quits or at once on request.
 */
export const updateStatusSchema = z.object({
  state: z.enum(['unavailable', 'idle', 'checking', 'downloading', 'ready', 'error']),
  currentVersion: z.string(),
  /** The version found, being downloaded, or waiting to be installed. */
  version: z.string().optional(),
  releaseNotes: z.string().optional(),
  /** Why updates cannot apply here (`unavailable`), or what went wrong (`error`). */
  reason: z.string().optional(),
  /** The automatic-updates preference: checks at start and every few hours. */
  automatic: z.boolean(),
  /** When the last check ended (ms since the epoch), if there was one. */
  checkedAt: z.number().optional(),
});
export type UpdateStatus = z.infer<typeof updateStatusSchema>;

export const channels = {
  'api.get': { request: apiRequestSchema, response: apiResultSchema },
  'api.inspect': { request: apiRequestSchema.omit({ cache: true }), response: inspectionSchema },
  'accounts.list': {
    request: none,
    response: z.object({
      accounts: z.array(accountViewSchema),
      selected: selectionSchema.nullable(),
      keychain: keychainStateSchema,
      /** Things the user should know, e.g. a settings file that could not be read and was set aside. */
      notices: z.array(z.string()),
    }),
  },
  'accounts.add': {
    request: z.strictObject({
      name,
      baseUrl: z.string().trim().min(1, { error: 'a base URL is required' }).max(2000),
      apiKey: z.string().trim().min(1, { error: 'an API key is required' }).max(4096),
      projectIds: z.array(id).min(1, { error: 'name at least one project' }).max(50),
    }),
    response: accountViewSchema,
  },
  'accounts.update': {
    request: z.strictObject({
      id,
      name: name.optional(),
      baseUrl: z.string().trim().min(1).max(2000).optional(),
      /**
       * The key for the account from now on. Required when `baseUrl` moves the account to another
       * origin (scheme, host, port): the stored key is never sent to an address it was not given for.
       */
      apiKey: z.string().trim().min(1, { error: 'an API key is required' }).max(4096).optional(),
      /** Replaces the project list; new ids have their kind detected. */
      projectIds: z.array(id).min(1).max(50).optional(),
    }),
    response: accountViewSchema,
  },
  'accounts.remove': { request: z.strictObject({ id }), response: ok },
  'accounts.select': { request: selectionSchema.strict(), response: ok },
  'key.set': {
    request: z.strictObject({ accountId: id, apiKey: z.string().trim().min(1).max(4096) }),
    response: z.object({ hasKey: z.boolean() }),
  },
  'key.clear': { request: z.strictObject({ accountId: id }), response: z.object({ hasKey: z.boolean() }) },
  'key.has': { request: z.strictObject({ accountId: id }), response: z.object({ hasKey: z.boolean() }) },
  'prefs.get': { request: none, response: preferencesSchema },
  'prefs.set': { request: preferencesSchema.partial().strict(), response: preferencesSchema },
  'cache.list': {
    request: z.strictObject({ accountId: id.optional(), projectId: id.optional() }),
    response: z.object({ entries: z.array(cacheEntrySchema), persistent: z.boolean() }),
  },
  'cache.clear': { request: z.strictObject({ accountId: id.optional() }), response: z.object({ removed: z.number() }) },
  /** The whole cache's usage now: how many answers it holds and their size on disk. */
  'cache.stats': {
    request: none,
    response: z.object({
      entries: z.number().int().min(0),
      bytes: z.number().int().min(0),
      maxBytes: z.number().int(),
      persistent: z.boolean(),
    }),
  },
  /** Where Spyglass keeps its settings and cache; `canOpen` when the host can show it in the file manager. */
  'data.folder': { request: none, response: z.object({ path: z.string(), canOpen: z.boolean() }) },
  /** Shows the data folder in the system's file manager (the desktop app; elsewhere `opened` is false). */
  'data.open': { request: none, response: z.object({ opened: z.boolean() }) },
  'export.save': {
    request: z.strictObject({
      filename: z.string().trim().min(1).max(200),
      mime: z.enum(Object.keys(EXPORT_TYPES) as [ExportMime, ...ExportMime[]]),
      /** Text as is (CSV, SVG, JSON); binary (PNG, PDF) as base64. */
      text: z.string().max(MAX_EXPORT_BYTES).optional(),
      base64: z
        .string()
        .max(Math.ceil((MAX_EXPORT_BYTES * 4) / 3) + 4)
        .optional(),
    }),
    /** `path` where Electron saved it; `downloadUrl` for the browser host's page to fetch. */
    response: z.object({ saved: z.boolean(), path: z.string().optional(), downloadUrl: z.string().optional() }),
  },
  /** Opened by the host when it can; otherwise `url` is the checked link for the page to open. */
  'link.open': {
    request: z.strictObject({ url: z.string().max(8192) }),
    response: z.object({ opened: z.boolean(), url: z.string() }),
  },
  'app.info': {
    request: none,
    response: z.object({
      name: z.string(),
      version: z.string(),
      host: z.enum(['electron', 'web']),
      platform: z.string(),
      keychain: keychainStateSchema,
      demo: z.boolean(),
    }),
  },
  /**
   * What About shows and Copy diagnostics copies: versions, the OS, the folders, the keychain's
   * state, the settings without secrets (no key, ever: accounts by name, base URL and project
   * ids) and the request log's last lines. `electron` and `chromium` are null in the browser host.
   */
  'app.diagnostics': {
    request: none,
    response: z.object({
      name: z.string(),
      version: z.string(),
      host: z.enum(['electron', 'web']),
      os: z.object({ platform: z.string(), release: z.string(), arch: z.string() }),
      versions: z.object({ electron: z.string().nullable(), chromium: z.string().nullable(), node: z.string() }),
      dataFolder: z.string(),
      logsFolder: z.string(),
      keychain: keychainStateSchema,
      accounts: z.array(
        z.object({ name: z.string(), baseUrl: z.string(), projectIds: z.array(z.string()), demo: z.boolean() }),
      ),
      preferences: preferencesSchema,
      logLines: z.array(z.string()),
    }),
  },
  /** The renderer runs (`busy: true`) or ended a long task, a bulk export: no update check meanwhile. */
  'app.busy': { request: z.strictObject({ busy: z.boolean() }), response: ok },
  'updates.status': { request: none, response: updateStatusSchema },
  /** Checks now (deferred while the app is busy); the answer is the state right after asking. */
  'updates.check': { request: none, response: updateStatusSchema },
  /** Quits and installs the update waiting; `installing` is false when there is none. */
  'updates.install': { request: none, response: z.object({ installing: z.boolean() }) },
} as const;

export type Channels = typeof channels;
export { CHANNEL_NAMES, isChannelName, type ChannelName };
// The zod-free name list and the contract must name the same channels, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const namesMatch: Same<keyof Channels, ChannelName> = true;
void namesMatch;
export type BridgeRequest<C extends ChannelName> = z.input<Channels[C]['request']>;
export type BridgeValue<C extends ChannelName> = z.output<Channels[C]['response']>;

/** Every reply: the value, or why the call itself was refused. */
export type BridgeReply<C extends ChannelName> = { ok: true; value: BridgeValue<C> } | { ok: false; error: ApiError };

/** What a host (Electron preload or the browser host client) offers the renderer. */
export interface Bridge {
  call<C extends ChannelName>(channel: C, request: BridgeRequest<C>): Promise<BridgeReply<C>>;
}
