// The bridge's updater: its state, checking, installing, and holding checks back while the
// renderer runs a long task.
import { z } from 'zod';
import { done, noRequest } from './fields.ts';

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

export const updateChannels = {
  /** The renderer runs (`busy: true`) or ended a long task, a bulk export: no update check meanwhile. */
  'app.busy': { request: z.strictObject({ busy: z.boolean() }), response: done },
  'updates.status': { request: noRequest, response: updateStatusSchema },
  /** Checks now (deferred while the app is busy); the answer is the state right after asking. */
  'updates.check': { request: noRequest, response: updateStatusSchema },
  /** Quits and installs the update waiting; `installing` is false when there is none. */
  'updates.install': { request: noRequest, response: z.object({ installing: z.boolean() }) },
} as const;
