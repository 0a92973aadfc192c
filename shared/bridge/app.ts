// The bridge's questions about the app and its host: what runs where, diagnostics, the data
// folder, and opening links outside.
import { z } from 'zod';
import { keychainStateSchema } from './accounts.ts';
import { noRequest } from './fields.ts';
import { preferencesSchema } from './preferences.ts';

const host = z.enum(['electron', 'web']);

export const appChannels = {
  /** Where Spyglass keeps its settings and cache; `canOpen` when the host can show it in the file manager. */
  'data.folder': { request: noRequest, response: z.object({ path: z.string(), canOpen: z.boolean() }) },
  /** Shows the data folder in the system's file manager (the desktop app; elsewhere `opened` is false). */
  'data.open': { request: noRequest, response: z.object({ opened: z.boolean() }) },
  /** Opened by the host when it can; otherwise `url` is the checked link for the page to open. */
  'link.open': {
    request: z.strictObject({ url: z.string().max(8192) }),
    response: z.object({ opened: z.boolean(), url: z.string() }),
  },
  'app.info': {
    request: noRequest,
    response: z.object({
      name: z.string(),
      version: z.string(),
      host,
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
    request: noRequest,
    response: z.object({
      name: z.string(),
      version: z.string(),
      host,
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
} as const;
