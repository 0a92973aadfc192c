import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setDisplayZone } from '../ui/time.ts';
import { markdownOf } from './markdown.ts';

setDisplayZone('utc');
const window = { start: Date.parse('2026-11-20T08:00Z'), end: Date.parse('2026-11-21T08:00Z') };

describe('markdownOf', () => {
  // The window's label leaves out the year of today's date: read on a clock the test sets, not the machine's.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-22T10:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('writes the title, key numbers, first and last seen, the window, the frames and the link', () => {
    const text = markdownOf(
      {
        kind: 'Event',
        title: 'TypeError: Cannot read properties of undefined (reading *price*)',
        numbers: [
          ['Browser', 'Chrome 120'],
          ['Page', 'https://shop.example.com/cart?x=[1]'],
        ],
        firstSeen: Date.parse('2026-11-20T09:15:02Z'),
        lastSeen: Date.parse('2026-11-21T07:59:00Z'),
        window,
        code: { caption: 'Top app frames', lines: ['at addToCart (app.js:12:5)', 'at run (```weird```.js:1)'] },
      },
      'spyglass://open/errors/7%3Aabc?account=a1&project=p1',
    );
    expect(text).toBe(
      [
        '**Event:** TypeError: Cannot read properties of undefined (reading \\*price\\*)',
        '',
        '**Browser** Chrome 120 · **Page** https://shop.example.com/cart?x=\\[1\\]',
        'First seen 20 Nov 2026, 09:15:02 UTC, last seen 21 Nov 2026, 07:59:00 UTC',
        'Window: 20 Nov 08:00 – 21 Nov 08:00 UTC',
        '',
        'Top app frames:',
        '````',
        'at addToCart (app.js:12:5)',
        'at run (```weird```.js:1)',
        '````',
        '',
        '[Open in Spyglass](spyglass://open/errors/7%3Aabc?account=a1&project=p1)',
      ].join('\n'),
    );
  });

  it('names the year of a window copied in another year', () => {
    vi.setSystemTime(Date.parse('2027-01-04T10:00Z'));
    expect(markdownOf({ kind: 'Error', title: 'Boom', numbers: [], window }, null)).toContain(
      'Window: 20 Nov 2026 08:00 – 21 Nov 2026 08:00 UTC',
    );
  });

  it('keeps a title on one line and says when there is none', () => {
    expect(markdownOf({ kind: 'Error', title: 'line one\n# line two', numbers: [], window }, null).split('\n')[0]).toBe(
      '**Error:** line one \\# line two',
    );
    expect(markdownOf({ kind: 'Error', title: '', numbers: [], window }, null).split('\n')[0]).toBe(
      '**Error:** (none)',
    );
  });
});
