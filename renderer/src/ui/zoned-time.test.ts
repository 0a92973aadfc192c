import { afterEach, describe, expect, it } from 'vitest';
import { checkRange, formatRangeLabel, formatTyped, parseTyped, windowTooltip, zoneName } from './zoned-time.ts';
import { leaveMachineZone, onMachineIn } from '../testing/machine-zone.ts';

const at = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00Z`);
const NOW = at('2026-11-21 12:00') + 30_000;

describe('typed times', () => {
  it('reads and writes YYYY-MM-DD HH:mm in UTC', () => {
    expect(parseTyped('2026-11-20 08:30', 'utc')).toEqual({ ok: true, ms: at('2026-11-20 08:30') });
    expect(formatTyped(at('2026-03-01 07:05'), 'utc')).toBe('2026-03-01 07:05');
    expect(parseTyped('2026-11-20', 'utc')).toEqual({ ok: true, ms: at('2026-11-20 00:00') });
  });
  it('says what is wrong with a typed time', () => {
    expect(parseTyped('', 'utc')).toEqual({ ok: false, message: 'Required, as YYYY-MM-DD HH:mm' });
    expect(parseTyped('20/11/2026', 'utc')).toMatchObject({
      ok: false,
      message: expect.stringContaining('YYYY-MM-DD HH:mm'),
    });
    expect(parseTyped('2026-02-30 10:00', 'utc')).toEqual({ ok: false, message: '2026-02-30 is not a date' });
    expect(parseTyped('2026-13-01 10:00', 'utc')).toEqual({ ok: false, message: 'There is no month 13' });
    expect(parseTyped('2026-11-20 24:10', 'utc')).toEqual({
      ok: false,
      message: 'The time of day runs from 00:00 to 23:59',
    });
  });
});

describe('custom ranges', () => {
  it('accepts a range in the past', () => {
    expect(checkRange('2026-11-20 08:00', '2026-11-20 20:00', 'utc', NOW)).toEqual({
      ok: true,
      window: { kind: 'absolute', start: at('2026-11-20 08:00'), end: at('2026-11-20 20:00') },
    });
  });
  it('refuses a start after the end, and ends in the future', () => {
    expect(checkRange('2026-11-20 20:00', '2026-11-20 08:00', 'utc', NOW)).toEqual({
      ok: false,
      range: 'The start must be before the end',
    });
    expect(checkRange('2026-11-20 08:00', '2026-11-22 08:00', 'utc', NOW)).toEqual({
      ok: false,
      to: 'The end is in the future; the latest is now (2026-11-21 12:01)',
    });
    expect(checkRange('2026-11-23 08:00', '2026-11-24 08:00', 'utc', NOW)).toEqual({
      ok: false,
      from: 'The start is in the future',
    });
  });
  it('reports both fields at once', () => {
    expect(checkRange('x', '2026-02-30 00:00', 'utc', NOW)).toEqual({
      ok: false,
      from: 'Write it as YYYY-MM-DD HH:mm, e.g. 2026-03-01 08:30',
      to: '2026-02-30 is not a date',
    });
  });
});

describe('labels', () => {
  it('writes a range compactly, with the year only when it is not this one', () => {
    expect(formatRangeLabel(at('2026-11-20 08:00'), at('2026-11-20 14:30'), 'utc', NOW)).toBe(
      '20 Nov 08:00 – 14:30 UTC',
    );
    expect(formatRangeLabel(at('2026-11-20 08:00'), at('2026-11-21 08:00'), 'utc', NOW)).toBe(
      '20 Nov 08:00 – 21 Nov 08:00 UTC',
    );
    expect(formatRangeLabel(at('2025-12-31 22:00'), at('2026-01-01 02:00'), 'utc', NOW)).toBe(
      '31 Dec 2025 22:00 – 1 Jan 02:00 UTC',
    );
  });
  it('gives the exact range and zone in the tooltip', () => {
    expect(windowTooltip({ kind: 'relative', dur: '6h' }, 'utc', NOW)).toBe(
      '2026-11-21 06:00 – 2026-11-21 12:00 (UTC)\nResolved again on every refresh',
    );
    expect(
      windowTooltip({ kind: 'absolute', start: at('2026-11-20 08:00'), end: at('2026-11-20 09:00') }, 'utc', NOW),
    ).toBe('2026-11-20 08:00 – 2026-11-20 09:00 (UTC)');
  });
});

describe("a zone's name", () => {
  afterEach(leaveMachineZone);

  it("says local time for the OS's own zone, known by either of its names", () => {
    onMachineIn('Asia/Kolkata'); // which ICU reads as Asia/Calcutta
    expect(zoneName('Asia/Kolkata')).toBe('Asia/Kolkata (local time)');
    expect(zoneName('Asia/Calcutta')).toBe('Asia/Calcutta (local time)');
    expect(zoneName('Asia/Colombo')).toBe('Asia/Colombo');
    expect(zoneName('utc')).toBe('UTC');
    expect(zoneName('local')).toBe('local time, Asia/Kolkata'); // by its current name
  });
});
