// The bridge's accounts and keys: who the renderer reads as, and whether a key is stored. No
// channel returns an API key: the renderer only ever learns `hasKey`.
import { z } from 'zod';
import { PROJECT_KINDS } from '../schemas/reports.ts';
import { done, idSchema, noRequest } from './fields.ts';
const name = z.string().trim().min(1, { error: 'a name is required' }).max(200);
const apiKey = z.string().trim().min(1, { error: 'an API key is required' }).max(4096);

export const projectSchema = z.object({ id: idSchema, name: z.string().max(200), kind: z.enum(PROJECT_KINDS) });
export type Project = z.infer<typeof projectSchema>;

export const accountSchema = z.object({
  id: idSchema,
  name,
  baseUrl: z.string(),
  projects: z.array(projectSchema),
  /** The embedded demo account, recreated on every launch. */
  demo: z.boolean().optional(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountViewSchema = accountSchema.extend({ hasKey: z.boolean() });
export type AccountView = z.infer<typeof accountViewSchema>;

export const selectionSchema = z.object({ accountId: idSchema, projectId: idSchema });
export type Selection = z.infer<typeof selectionSchema>;

/** Keychain state: `session` means keys are held in memory until the app quits. */
export const keychainStateSchema = z.enum(['available', 'session']);

const hasKey = z.object({ hasKey: z.boolean() });

export const accountChannels = {
  'accounts.list': {
    request: noRequest,
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
      apiKey,
      projectIds: z.array(idSchema).min(1, { error: 'name at least one project' }).max(50),
    }),
    response: accountViewSchema,
  },
  'accounts.update': {
    request: z.strictObject({
      id: idSchema,
      name: name.optional(),
      baseUrl: z.string().trim().min(1).max(2000).optional(),
      /**
       * The key for the account from now on. Required when `baseUrl` moves the account to another
       * origin (scheme, host, port): the stored key is never sent to an address it was not given for.
       */
      apiKey: apiKey.optional(),
      /** Replaces the project list; new ids have their kind detected. */
      projectIds: z.array(idSchema).min(1).max(50).optional(),
    }),
    response: accountViewSchema,
  },
  'accounts.remove': { request: z.strictObject({ id: idSchema }), response: done },
  'accounts.select': { request: selectionSchema.strict(), response: done },
  'key.set': {
    request: z.strictObject({ accountId: idSchema, apiKey: z.string().trim().min(1).max(4096) }),
    response: hasKey,
  },
  'key.clear': { request: z.strictObject({ accountId: idSchema }), response: hasKey },
  'key.has': { request: z.strictObject({ accountId: idSchema }), response: hasKey },
} as const;
