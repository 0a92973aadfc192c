import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveMachineZone, onMachineIn } from '../testing/machine-zone.ts';
import { DEFAULT_PREFERENCES } from '../../../shared/preferences.ts';

const NOW = Date.UTC(2026, 10, 20, 12, 0);
const chosen = { ...DEFAULT_PREFERENCES, timeZone: 'Asia/Kolkata', locale: 'de' };

beforeEach(() => onMachineIn('Europe/London'));

afterEach(() => {
  leaveMachineZone();
  vi.restoreAllMocks();
  vi.resetModules();
  localStorage.clear();
});

describe('the display kept for the next launch', () => {
  it('writes de and Asia/Kolkata at the next launch without building an Intl formatter', async () => {
    // This launch: reads Intl, then (after its first paint) keeps what it read.
    const first = await import('./display.ts');
    first.applyDisplay(chosen);
    first.keepDisplay(NOW);
    const before = await import('../ui/time.ts');
    const expected = before.formatDateTime(NOW);
    expect(expected).toBe('20. Nov. 2026, 17:30:00 GMT+5:30');

    // The next launch, in a fresh page: the same words, and no formatter built on the way. (A spy
    // counts the constructions; Intl itself runs.)
    vi.resetModules();
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const next = await import('./display.ts');
    next.applyDisplay(chosen);
    const time = await import('../ui/time.ts');
    const format = await import('../ui/format.ts');
    expect(time.formatDateTime(NOW)).toBe(expected);
    expect(time.formatShortTime(NOW, 3_600_000)).toBe('17:30');
    expect(format.formatCount(53_900)).toBe('53.900');
    expect(format.formatDecimal(2061.7, 0, 1)).toBe('2.061,7');
    expect(built).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
  });

  it('keeps the house style for an English system locale', async () => {
    const display = await import('./display.ts');
    display.applyDisplay(DEFAULT_PREFERENCES);
    const time = await import('../ui/time.ts');
    time.setDisplayZone('utc');
    expect(time.formatDateTime(Date.UTC(2026, 8, 5, 7, 3, 9))).toBe('5 Sep 2026, 07:03:09 UTC');
  });
});
