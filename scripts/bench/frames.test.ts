import { describe, expect, it } from 'vitest';
import { frameParts, framesOf, type TraceEvent } from './frames.ts';

const at = (name: string, ts: number, dur: number): TraceEvent => ({ name, ph: 'X', pid: 1, tid: 2, ts, dur });
const MAIN: TraceEvent = { name: 'thread_name', ph: 'M', pid: 1, tid: 2, ts: 0, args: { name: 'CrRendererMain' } };
/** A painted frame's task at `ts` (µs): a script that forces a layout, then the frame's own style, layout and paint. */
const frame = (ts: number, script: number, forced: number): TraceEvent[] => [
  at('RunTask', ts, 10_000),
  at('FunctionCall', ts, script),
  at('Layout', ts + 100, forced),
  at('UpdateLayoutTree', ts + script, 1000),
  at('Layout', ts + script + 1000, 2000),
  at('Paint', ts + script + 3000, 1500),
];

describe('framesOf', () => {
  it('gives each frame its main-thread time and each kind its own part of it', () => {
    const frames = framesOf([MAIN, ...frame(0, 3000, 1000), ...frame(20_000, 4000, 500), at('RunTask', 12_000, 2000)]);
    // One frame: the second painted task's, with the unpainted task before it.
    expect(frames).toHaveLength(1);
    expect(frames[0]).toEqual({ busy: 12, script: 3.5, style: 1, layout: 2.5, paint: 1.5 });
  });

  it('reads the main thread that painted, not another renderer', () => {
    const other = { ...MAIN, tid: 3 };
    const elsewhere = frame(0, 1000, 0).map((e) => ({ ...e, tid: 3 }));
    expect(framesOf([MAIN, other, ...elsewhere, ...frame(0, 3000, 1000), ...frame(20_000, 3000, 1000)])).toHaveLength(
      1,
    );
  });
});

describe('frameParts', () => {
  it('names the median frame of each kind', () => {
    const f = (script: number) => ({ busy: 10, script, style: 1, layout: 2, paint: 3 });
    expect(frameParts([f(1), f(5), f(3)])).toBe('script 3.0, style 1.0, layout 2.0, paint 3.0 ms');
  });
});
