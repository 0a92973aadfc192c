// The bridge's preferences: read them, change some. The schema must match shared/preferences.ts.
import { z } from 'zod';
import { healthThresholdProblems, type HealthThresholds, type Preferences } from '../preferences.ts';
import { noRequest } from './fields.ts';
import { isLocaleTag } from '../locale-format.ts';
import { isZoneChoice } from '../zoned-time.ts';
import { watchSettingsSchema } from '../watch/watch-settings-schema.ts';

/** The thresholds, each in its range (HEALTH_LIMITS), the failing ones not milder than the degraded ones. */
export const healthThresholdsSchema = z
  .object({
    failingRatio: z.number(),
    degradedRatio: z.number(),
    minEvents: z.number(),
    apdexDegraded: z.number(),
    apdexFailing: z.number(),
    newGroups: z.number(),
  })
  .superRefine((thresholds, ctx) => {
    for (const [name, problem] of Object.entries(healthThresholdProblems(thresholds)))
      ctx.addIssue({ code: 'custom', message: problem, path: [name] });
  }) satisfies z.ZodType<HealthThresholds>;

export const starredProjectSchema = z.object({ accountId: z.string().min(1), projectId: z.string().min(1) });

export const preferencesSchema = z.object({
  theme: z.enum(['system', 'light', 'dark']),
  timeZone: z.string().refine(isZoneChoice, { message: 'Not a time zone: local, utc or an IANA name' }),
  recentTimeZones: z.array(z.string().refine(isZoneChoice)).max(12),
  locale: z.string().refine((tag) => tag === 'system' || isLocaleTag(tag), { message: 'Not a locale (BCP 47)' }),
  hourCycle: z.enum(['locale', 'h12', 'h23']),
  weekStart: z.union([
    z.literal('locale'),
    z.literal(0),
    z.literal(1),
    z.literal(2),
    z.literal(3),
    z.literal(4),
    z.literal(5),
    z.literal(6),
  ]),
  privacyMask: z.boolean(),
  cacheMaxBytes: z
    .number()
    .int()
    .min(16 * 1024 * 1024)
    .max(16 * 1024 * 1024 * 1024),
  allowedLinkHosts: z.array(z.string().min(1).max(253)).max(500),
  singleKeyShortcuts: z.boolean(),
  autoUpdate: z.boolean(),
  launchScreen: z.enum(['auto', 'home', 'last']),
  homeGrouping: z.enum(['account', 'flat']),
  starredProjects: z.array(starredProjectSchema).max(500),
  health: healthThresholdsSchema,
  watch: watchSettingsSchema,
}) satisfies z.ZodType<Preferences>;

export const preferenceChannels = {
  'prefs.get': { request: noRequest, response: preferencesSchema },
  'prefs.set': { request: preferencesSchema.partial().strict(), response: preferencesSchema },
} as const;
