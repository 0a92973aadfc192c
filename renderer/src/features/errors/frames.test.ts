import { describe, expect, it } from 'vitest';
import {
  classifyFrame,
  collapseFrames,
  culpritIndex,
  frameLocation,
  orderFrames,
  splitFile,
  traceText,
} from './frames.ts';

const PAGE = 'https://shop.example.com/checkout?step=2';
const frame = (f: string, m = 'fn', ln = 10, cn = 5) => ({ f, m, ln, cn });

describe('frame classification', () => {
  it("sets the app's own code apart from libraries, CDNs and the runtime", () => {
    const cases: [string, string][] = [
      ['webpack:///src/features/cart/CartSummary.tsx', 'app'],
      ['https://shop.example.com/static/js/main.8f3a1c.js', 'app'],
      ['/srv/shop-api/src/routes/cart.ts', 'app'],
      ['webpack:///node_modules/react-dom/cjs/react-dom.production.min.js', 'library'],
      ['https://shop.example.com/static/js/vendors~main.b71e02.js', 'library'],
      ['/srv/shop-api/node_modules/express/lib/router/layer.js', 'library'],
      ['https://cdn.jsdelivr.net/npm/lodash@4.17.21/lodash.min.js', 'cdn'],
      ['https://js.stripe.com/v3/', 'cdn'],
      ['https://www.googletagmanager.com/gtm.js?id=GTM-K7Q2XH', 'cdn'],
      ['native', 'runtime'],
      ['<anonymous>', 'runtime'],
      ['node:internal/process/task_queues', 'runtime'],
      ['', 'runtime'],
    ];
    expect(cases.map(([f]) => [f, classifyFrame({ f }, PAGE)])).toEqual(cases);
  });

  it('reads a script of another origin as third-party even when the page is elsewhere', () => {
    expect(classifyFrame({ f: 'https://shop.example.com/static/js/main.js' }, 'https://other.example.org/')).toBe(
      'cdn',
    );
    expect(classifyFrame({ f: 'https://shop.example.com/static/js/main.js' }, '')).toBe('cdn');
  });
});

describe('collapsing runs of library frames', () => {
  const trace = [
    frame('https://cdn.jsdelivr.net/npm/lodash.min.js', 'baseGet'), // 0: the throwing frame, always shown
    frame('webpack:///node_modules/axios/lib/core/Axios.js', 'request'), // 1
    frame('webpack:///src/lib/api/client.ts', 'withRetry'), // 2 app
    frame('webpack:///node_modules/react/cjs/react.production.min.js'), // 3
    frame('native', 'Array.map', 0, 0), // 4
    frame('webpack:///node_modules/react-dom/cjs/react-dom.production.min.js'), // 5
    frame('webpack:///src/app/routes.tsx', 'AppRoutes'), // 6 app
    frame('webpack:///node_modules/react/cjs/react.production.min.js'), // 7: a run of one stays
  ];

  it('folds runs of two or more, keeps the throwing frame and single library frames', () => {
    const blocks = collapseFrames(orderFrames(trace, PAGE, 'newest'));
    expect(blocks.map((b) => (b.type === 'frame' ? b.frame.index : b.frames.map((f) => f.index)))).toEqual([
      0,
      1,
      2,
      [3, 4, 5],
      6,
      7,
    ]);
  });

  it('folds the same runs when the oldest frame comes first', () => {
    const blocks = collapseFrames(orderFrames(trace, PAGE, 'oldest'));
    expect(blocks.map((b) => (b.type === 'frame' ? b.frame.index : b.frames.map((f) => f.index)))).toEqual([
      7,
      6,
      [5, 4, 3],
      2,
      1,
      0,
    ]);
  });

  it('leaves a trace with no app frame whole', () => {
    const vendorOnly = [trace[0]!, trace[1]!, trace[3]!, trace[4]!];
    expect(collapseFrames(orderFrames(vendorOnly, PAGE, 'newest')).every((b) => b.type === 'frame')).toBe(true);
  });

  it('points at the newest app frame as the culprit', () => {
    expect(culpritIndex(trace, PAGE)).toBe(2);
    expect(culpritIndex([trace[0]!], PAGE)).toBe(-1);
  });
});

describe('trace as text', () => {
  it('prints frames the way engines do, native frames without a position', () => {
    expect(
      traceText('TypeError: x is undefined', [
        frame('webpack:///src/a.ts', 'run', 12, 3),
        frame('native', 'Array.map', 0, 0),
        frame('https://x.example/b.js', '', 1, 900),
      ]),
    ).toBe(
      'TypeError: x is undefined\n    at run (webpack:///src/a.ts:12:3)\n    at Array.map (native)\n    at https://x.example/b.js:1:900',
    );
    expect(frameLocation({ f: 'a.js', ln: 7, cn: 0 })).toBe('a.js:7');
  });

  it('splits a file into its name and folder', () => {
    expect(splitFile('webpack:///src/features/cart/CartSummary.tsx')).toEqual({
      dir: 'webpack:///src/features/cart/',
      name: 'CartSummary.tsx',
    });
    expect(splitFile('https://js.stripe.com/v3/')).toEqual({ dir: '', name: 'https://js.stripe.com/v3/' });
    expect(splitFile('native')).toEqual({ dir: '', name: 'native' });
  });
});
