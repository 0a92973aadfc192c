import { describe, expect, it } from 'vitest';
import { crumbActions, crumbTimeline, formatOffset } from './breadcrumb-times.ts';

describe('breadcrumb times relative to the crash', () => {
  it('reads as offsets before the crash', () => {
    expect(
      [-340, -999.6, -3_200, -3_249, -59_940, -59_960, -65_000, -754_000, -3_600_000, -3_725_000, 0, 1_500].map(
        formatOffset,
      ),
    ).toEqual([
      '-340 ms',
      '-1.0 s',
      '-3.2 s',
      '-3.2 s',
      '-59.9 s',
      '-1 min 00 s',
      '-1 min 05 s',
      '-12 min 34 s',
      '-1 h 00 min',
      '-1 h 02 min',
      '0 ms',
      '+1.5 s',
    ]);
  });

  it('orders the crumbs oldest first with their offsets', () => {
    const crash = Date.parse('2026-11-22T02:14:40.950Z');
    const timeline = crumbTimeline(
      [
        { ts: crash - 120, a: 'xhr', e: 'GET /cart' },
        { ts: crash - 3_200, a: 'click', e: 'button#pay' },
      ],
      crash,
    );
    expect(timeline.map((c) => [c.e, formatOffset(c.offsetMs!)])).toEqual([
      ['button#pay', '-3.2 s'],
      ['GET /cart', '-120 ms'],
    ]);
  });

  it('counts the actions for the filter, most frequent first', () => {
    expect(
      crumbActions([
        { ts: 1, a: 'click', e: '' },
        { ts: 2, a: 'xhr', e: '' },
        { ts: 3, a: 'click', e: '' },
        { ts: 4, a: 'console', e: '' },
      ]),
    ).toEqual([
      { action: 'click', count: 2 },
      { action: 'console', count: 1 },
      { action: 'xhr', count: 1 },
    ]);
  });
});
