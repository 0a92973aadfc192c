// The bridge's preferences: read them, change some. The schema must match shared/preferences.ts.
import { z } from 'zod';
import type { Preferences } from '../preferences.ts';
import { noRequest } from './fields.ts';

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

export const preferenceChannels = {
  'prefs.get': { request: noRequest, response: preferencesSchema },
  'prefs.set': { request: preferencesSchema.partial().strict(), response: preferencesSchema },
} as const;
