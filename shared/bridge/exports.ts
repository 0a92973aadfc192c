// The bridge's exports: a file the renderer made (CSV, PNG, PDF…) handed to the host to save.
import { z } from 'zod';
import { MAX_EXPORT_BYTES } from './socket.ts';

export { MAX_EXPORT_BYTES };

export const EXPORT_TYPES = {
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'text/csv': 'csv',
  'application/json': 'json',
  'application/pdf': 'pdf',
} as const;
export type ExportMime = keyof typeof EXPORT_TYPES;

export const exportChannels = {
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
} as const;
