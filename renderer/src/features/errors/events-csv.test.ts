import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deriveLocaleStyle } from '../../../../shared/locale-format.ts';
import { setNumberStyle } from '../../ui/format.ts';
import { setDateStyle } from '../../ui/date-style.ts';
import { setDisplayZone } from '../../ui/time.ts';
import { leaveMachineZone, onMachineIn } from '../../testing/machine-zone.ts';
import { parseCsv } from '../../ui/csv.ts';
import { eventsCsv } from './events-csv.ts';
import { sampleEvent } from '../../testing/sample-event.ts';

describe('events as CSV', () => {
  beforeEach(() => setDisplayZone('utc'));
  afterEach(() => {
    setDisplayZone('local');
    setNumberStyle(null);
    setDateStyle(null);
  });

  it('has a header and one row per event, quoting what needs it', () => {
    const csv = eventsCsv([
      sampleEvent({ id: 'a1', name: 'Card declined: "insufficient_funds", retry' }),
      sampleEvent({ id: 'a2', tags: [], backTraces: [] }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [note, ...lines] = csv.slice(1).trimEnd().split('\r\n');
    expect(note).toMatch(/^"?Time zone: .* \(UTC[+-]\d\d:\d\d\) – times are ISO 8601 with their offset"?$/);
    expect(lines).toHaveLength(3);
    const header = lines[0]!.split(',');
    expect(header.slice(0, 6)).toEqual(['id', 'timestamp', 'errorId', 'class', 'message', 'pageUrl']);
    expect(lines[1]).toContain('"Card declined: ""insufficient_funds"", retry"');
    expect(lines[1]).toContain('frontend;checkout');
    expect(lines[1]).toContain('useCartTotals (webpack:///src/features/cart/CartSummary.tsx:141:23)');
    expect(
      lines[1]!.startsWith('a1,2026-11-22T02:14:40.950+00:00,401643948:d592292399fab9ad3cf6cf3e11999771,TypeError,'),
    ).toBe(true);
    // No trace: an empty top frame, 0 frames, 0 breadcrumbs at the end of the row.
    expect(header.slice(-3)).toEqual(['topFrame', 'frames', 'breadcrumbs']);
    expect(lines[2]!.endsWith(',,0,0')).toBe(true);
    expect(lines[1]!.endsWith(',3,0')).toBe(true);
  });

  it('reads back field for field, and keeps formulas from running', () => {
    const event = sampleEvent({
      id: 'b7',
      name: '=HYPERLINK("http://evil.example")',
      tags: ['a', 'b'],
      sourcemap: false,
    });
    const [, header, row] = parseCsv(eventsCsv([event]));
    const field = (name: string) => row![header!.indexOf(name)];
    expect(field('message')).toBe('\'=HYPERLINK("http://evil.example")');
    expect(field('userAgent')).toBe(event.request.ua);
    expect(field('userEmail')).toBe('jihoon.garcia@example.org');
    expect(field('screenWidth')).toBe('1920');
    expect(field('sourcemap')).toBe('false');
    expect(field('tags')).toBe('a;b');
  });
});

describe('events as CSV, in a zone and locale', () => {
  beforeEach(() => onMachineIn('Europe/London'));
  afterEach(() => {
    leaveMachineZone();
    setDisplayZone('local');
    setNumberStyle(null);
    setDateStyle(null);
  });

  it('writes the instant with the offset of the zone, and names the zone first', () => {
    setDisplayZone('Asia/Kolkata');
    const [note, header, row] = parseCsv(eventsCsv([sampleEvent({ id: 'k1' })]));
    expect(note).toEqual(['Time zone: Asia/Kolkata (UTC+05:30) – times are ISO 8601 with their offset']);
    expect(row![header!.indexOf('timestamp')]).toBe('2026-11-22T07:44:40.950+05:30');
    expect(Date.parse(row![header!.indexOf('timestamp')]!)).toBe(Date.parse('2026-11-22T02:14:40.950Z'));
  });

  it('as displayed: times and numbers in the locale, fields apart with ; where the decimal mark is a comma', () => {
    setDisplayZone('Asia/Kolkata');
    const style = deriveLocaleStyle('de');
    setNumberStyle(style);
    setDateStyle(style.dates);
    const csv = eventsCsv([sampleEvent({ id: 'k1' })], true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Time zone: Asia/Kolkata (UTC+05:30) – times as displayed');
    expect(lines[1]!.startsWith('id;timestamp;errorId;')).toBe(true);
    expect(lines[2]!.startsWith('k1;22. Nov. 2026, 07:44:40 GMT+5:30;')).toBe(true);
  });
});
