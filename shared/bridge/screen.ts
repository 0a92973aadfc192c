// The bridge's last screen (shared/last-screen.ts): the renderer hands over what the window shows
// when it hides; the privileged side keeps it sealed and paints it at the next launch.
import { z } from 'zod';
import type { ScreenCapture, ScreenNode } from '../last-screen.ts';

const nodeSchema: z.ZodType<ScreenNode, ScreenNode> = z.lazy(() =>
  z.union([
    z.string().max(20_000),
    z.tuple([z.string().max(32), z.record(z.string().max(64), z.string().max(8_000))], nodeSchema),
  ]),
);

export const screenCaptureSchema = z.strictObject({
  route: z.string().max(4_000),
  bare: z.boolean(),
  theme: z.enum(['light', 'dark']).nullable(),
  asOf: z.string().max(200),
  stylesheets: z.array(z.string().max(300)).max(50),
  styles: z.record(z.string().max(40), z.string().max(4_000)),
  tree: z.array(nodeSchema).max(50),
}) satisfies z.ZodType<ScreenCapture>;

export const screenChannels = {
  /** Keeps the screen as the next launch's first paint. */
  'screen.keep': { request: screenCaptureSchema, response: z.object({}) },
} as const;
