// Main-thread time per frame, read from a Chromium trace of the page: what the app spends to
// produce each frame (scroll handling, React, style, layout, paint), against the 16 ms budget of
// a 60 Hz display, and what part of it each kind of work takes. The gap between animation frames
// is also shown, but on a busy 2-core machine in headless Chromium it mostly measures the
// machine's timer jitter, not the app.
import { readFile } from 'node:fs/promises';
import { median } from './judge.ts';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** The kinds of a frame's work, by the trace events that do it (their own time, not their callees'). */
const KINDS = {
  script: ['FunctionCall', 'EventDispatch', 'FireAnimationFrame', 'TimerFire', 'RunMicrotasks', 'v8.callFunction'],
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'UpdateLayer'],
} as const;
type Kind = keyof typeof KINDS;

/** A frame's main-thread time, and the part of it each kind of work took (the rest is neither). */
export type FrameWork = { busy: number } & Record<Kind, number>;

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const KIND_OF = new Map<string, Kind>(
  Object.entries(KINDS).flatMap(([kind, names]) => names.map((name) => [name, kind as Kind])),
);

/** Each frame's work on the renderer's main thread, between one painted frame and the next. */
export function framesOf(traceEvents: readonly TraceEvent[]): FrameWork[] {
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of traceEvents) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !mainThreads.has(thread)) continue;
    const events = byThread.get(thread);
    if (events) events.push(event);
    else byThread.set(thread, [event]);
  }
  // The page's main thread is the one that painted the most. An event before the ones it holds.
  const paints = (events: TraceEvent[]) => events.filter((e) => e.name === 'Paint').length;
  const main =
    [...byThread.values()]
      .sort((a, b) => paints(b) - paints(a))[0]
      ?.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0)) ?? [];
  const tasks: TraceEvent[] = [];
  let end = 0;
  for (const event of main) {
    if (!TASKS.has(event.name) || event.ts < end) continue; // top-level tasks only
    tasks.push(event);
    end = event.ts + (event.dur ?? 0);
  }
  const paintTimes = main.filter((e) => e.name === 'Paint').map((e) => e.ts);
  const painted = tasks.filter((task) => paintTimes.some((ts) => ts >= task.ts && ts <= task.ts + (task.dur ?? 0)));
  // Frame i runs from the end of painted task i to the end of painted task i + 1. The events are
  // in time order: one walk hands each to its frame.
  const ends = painted.map((task) => task.ts + (task.dur ?? 0));
  const frames: FrameWork[] = ends.slice(1).map(() => ({ busy: 0, script: 0, style: 0, layout: 0, paint: 0 }));
  const topLevel = new Set(tasks);
  let at = 0;
  const open: TraceEvent[] = [];
  for (const event of main) {
    while (at < frames.length && event.ts >= ends[at + 1]!) at++;
    if (at === frames.length) break;
    if (event.ts < ends[at]!) continue; // before the first painted frame ends
    const frame = frames[at]!;
    if (topLevel.has(event)) frame.busy += (event.dur ?? 0) / 1000;
    // Each kind's own time: an event of a kind counts less the events of a kind it encloses (a
    // layout forced by a script is layout, not script).
    while (open.length && open.at(-1)!.ts + (open.at(-1)!.dur ?? 0) <= event.ts) open.pop();
    const kind = KIND_OF.get(event.name);
    open.push(event);
    if (!kind) continue;
    const owner = open.slice(0, -1).findLast((e) => KIND_OF.has(e.name));
    if (owner) frame[KIND_OF.get(owner.name)!] -= (event.dur ?? 0) / 1000;
    frame[kind] += (event.dur ?? 0) / 1000;
  }
  return frames;
}

export async function frameWork(tracePath: string): Promise<FrameWork[]> {
  const { traceEvents } = JSON.parse(await readFile(tracePath, 'utf8')) as { traceEvents: TraceEvent[] };
  return framesOf(traceEvents);
}

/** The median frame's parts, as a note: "script 3.8, style 0.2, layout 6.9, paint 5.1 ms". */
export function frameParts(frames: readonly FrameWork[]): string {
  return (Object.keys(KINDS) as Kind[])
    .map((kind) => `${kind} ${median(frames.map((f) => f[kind])).toFixed(1)}`)
    .join(', ')
    .concat(' ms');
}
