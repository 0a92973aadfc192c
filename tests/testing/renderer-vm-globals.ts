// The renderer's tests run in jsdom inside a VM context per file (vitest's vmForks pool: one jsdom
// per worker, not one per file, which was two thirds of the renderer's test time). That context's
// globals are jsdom's window alone, which lacks what Chromium gives the app: user timing
// (performance.mark and measure) and web streams (read by the PDF's font embedding). Node's stand in.
import { performance as nodePerformance } from 'node:perf_hooks';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';

// On jsdom's own performance, whose now() a test may mock without touching the runner's clock.
const userTiming = ['mark', 'measure', 'getEntriesByName', 'getEntriesByType', 'clearMarks', 'clearMeasures'] as const;
const timing = performance as unknown as Record<string, unknown>;
for (const name of userTiming) timing[name] ??= nodePerformance[name].bind(nodePerformance);

const globals = globalThis as Record<string, unknown>;
globals['ReadableStream'] ??= ReadableStream;
globals['WritableStream'] ??= WritableStream;
globals['TransformStream'] ??= TransformStream;
