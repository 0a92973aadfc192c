// Main-thread time per frame, read from a Chromium trace of the page: what the app spends to
// produce each frame (scroll handling, React, style, layout, paint), against the 16 ms budget of
// a 60 Hz display. The gap between animation frames is also shown, but on a busy 2-core machine
// in headless Chromium it mostly measures the machine's timer jitter, not the app.
import { readFile } from 'node:fs/promises';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Busy milliseconds of the renderer's main thread between one painted frame and the next. */
export async function frameBusyTimes(tracePath: string): Promise<number[]> {
  const { traceEvents } = JSON.parse(await readFile(tracePath, 'utf8')) as { traceEvents: TraceEvent[] };
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of traceEvents) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !mainThreads.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), event]);
  }
  // The page's main thread is the one that painted the most.
  const paints = (events: TraceEvent[]) => events.filter((e) => e.name === 'Paint').length;
  const main = [...byThread.values()].sort((a, b) => paints(b) - paints(a))[0]?.sort((a, b) => a.ts - b.ts) ?? [];
  const tasks: TraceEvent[] = [];
  let end = 0;
  for (const event of main) {
    if (!TASKS.has(event.name) || event.ts < end) continue; // top-level tasks only
    tasks.push(event);
    end = event.ts + (event.dur ?? 0);
  }
  const paintTimes = main.filter((e) => e.name === 'Paint').map((e) => e.ts);
  const frames = tasks.filter((task) => paintTimes.some((ts) => ts >= task.ts && ts <= task.ts + (task.dur ?? 0)));
  const busy: number[] = [];
  for (let i = 1; i < frames.length; i++) {
    const from = frames[i - 1]!.ts + (frames[i - 1]!.dur ?? 0);
    const to = frames[i]!.ts + (frames[i]!.dur ?? 0);
    busy.push(
      tasks.filter((task) => task.ts >= from && task.ts < to).reduce((sum, task) => sum + (task.dur ?? 0), 0) / 1000,
    );
  }
  return busy;
}
