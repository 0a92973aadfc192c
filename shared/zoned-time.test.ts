import { describe, expect, it } from 'vitest';
import { formatApiTime, HOUR } from './time-window.ts';
import {
  currentZoneName,
  isoInZone,
  isZoneChoice,
  msOf,
  offsetText,
  partsOf,
  sameZone,
  startOfDay,
} from './zoned-time.ts';

const hhmm = (ms: number, zone: string) => {
  const p = partsOf(ms, zone);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
};
const typed = (text: string, zone: string) => {
  const [date, time] = text.split(' ');
  const [year, month, day] = date!.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time!.split(':').map(Number) as [number, number];
  return msOf({ year, month, day, hour, minute }, zone);
};

describe('a day the clocks go back: 25 hours', () => {
  for (const [zone, date, repeated] of [
    ['America/New_York', '2026-11-01', '01:00'],
    ['Europe/Berlin', '2026-10-25', '02:00'],
  ] as const) {
    it(`${zone} ${date}`, () => {
      const start = typed(`${date} 00:00`, zone)!;
      const end = typed(`${date.slice(0, 8)}${Number(date.slice(8)) + 1} 00:00`, zone)!;
      expect(end - start).toBe(25 * HOUR);
      expect(startOfDay(start + 12 * HOUR, zone)).toBe(start);
      // Hourly buckets: 25 of them, each labelled by its wall clock, one hour read twice.
      const labels = Array.from({ length: 25 }, (_, i) => hhmm(start + i * HOUR, zone));
      expect(labels.filter((label) => label === repeated)).toHaveLength(2);
      expect(new Set(labels).size).toBe(24);
      expect(labels[0]).toBe('00:00');
      expect(labels[24]).toBe('23:00');
      // The repeated hour, typed, is its first reading; the offsets either side say which is which.
      const first = typed(`${date} ${repeated}`, zone)!;
      expect(hhmm(first + HOUR, zone)).toBe(repeated);
      expect(offsetText(first, zone)).not.toBe(offsetText(first + HOUR, zone));
    });
  }

  it('refuses a time the clocks skip (spring forward)', () => {
    expect(typed('2026-03-08 02:30', 'America/New_York')).toBeNull();
    expect(typed('2026-03-29 02:30', 'Europe/Berlin')).toBeNull();
    expect(typed('2026-03-29 03:30', 'Europe/Berlin')).toBe(Date.UTC(2026, 2, 29, 1, 30));
  });
});

describe('half-hour and 45-minute offsets', () => {
  it('reads the wall clock in Kolkata, Adelaide and Kathmandu', () => {
    const at = Date.UTC(2026, 0, 15, 0, 0);
    expect(hhmm(at, 'Asia/Kolkata')).toBe('05:30');
    expect(offsetText(at, 'Asia/Kolkata')).toBe('+05:30');
    expect(hhmm(at, 'Australia/Adelaide')).toBe('10:30'); // summer: +10:30
    expect(offsetText(Date.UTC(2026, 6, 15), 'Australia/Adelaide')).toBe('+09:30');
    expect(hhmm(at, 'Asia/Kathmandu')).toBe('05:45');
    expect(isoInZone(at, 'Asia/Kathmandu')).toBe('2026-01-15T05:45:00+05:45');
  });
});

describe('a zone east of UTC, across midnight', () => {
  it('has another day than UTC: "today" in Auckland starts at its midnight', () => {
    const now = Date.UTC(2026, 10, 20, 13, 0); // 21 Nov 02:00 in Auckland (+13:00)
    expect(partsOf(now, 'Pacific/Auckland')).toMatchObject({ year: 2026, month: 11, day: 21, hour: 2 });
    expect(partsOf(now, 'utc')).toMatchObject({ day: 20, hour: 13 });
    expect(startOfDay(now, 'Pacific/Auckland')).toBe(Date.UTC(2026, 10, 20, 11, 0));
    expect(startOfDay(now, 'Pacific/Auckland', -1)).toBe(Date.UTC(2026, 10, 19, 11, 0));
    expect(startOfDay(now, 'utc')).toBe(Date.UTC(2026, 10, 20));
  });
});

describe("the API's YYYY-MM-DD+HH:mm, from a range typed in each zone", () => {
  const cases: [string, string, string][] = [
    ['America/New_York', '2026-11-01 01:30', '2026-11-01 05:30'],
    ['America/New_York', '2026-11-01 03:00', '2026-11-01 08:00'],
    ['Europe/Berlin', '2026-10-25 02:30', '2026-10-25 00:30'],
    ['Europe/Berlin', '2026-10-25 04:00', '2026-10-25 03:00'],
    ['Asia/Kolkata', '2026-11-20 09:00', '2026-11-20 03:30'],
    ['Australia/Adelaide', '2026-11-20 09:00', '2026-11-19 22:30'],
    ['Asia/Kathmandu', '2026-11-20 00:00', '2026-11-19 18:15'],
    ['Pacific/Auckland', '2026-11-21 08:00', '2026-11-20 19:00'],
    ['utc', '2026-11-20 08:00', '2026-11-20 08:00'],
  ];
  for (const [zone, text, api] of cases)
    it(`${text} in ${zone}`, () => {
      const ms = typed(text, zone);
      expect(ms).not.toBeNull();
      expect(formatApiTime(ms!)).toBe(api);
      expect(formatApiTime(ms!).replace(' ', '+')).toBe(api.replace(' ', '+'));
    });
});

describe('zone choices', () => {
  it('knows local, utc and IANA names, and nothing else', () => {
    expect(isZoneChoice('local')).toBe(true);
    expect(isZoneChoice('utc')).toBe(true);
    expect(isZoneChoice('Asia/Kolkata')).toBe(true);
    expect(isZoneChoice('Mars/Olympus')).toBe(false);
    expect(isZoneChoice(undefined)).toBe(false);
  });

  it('knows a zone by its old name and its new one', () => {
    expect(sameZone('Asia/Kolkata', 'Asia/Calcutta')).toBe(true);
    expect(sameZone('Europe/Kyiv', 'Europe/Kiev')).toBe(true);
    expect(sameZone('America/Argentina/Buenos_Aires', 'America/Buenos_Aires')).toBe(true);
    expect(sameZone('Asia/Kolkata', 'Asia/Colombo')).toBe(false); // the same offset, another zone
    expect(sameZone('Mars/Olympus', 'Asia/Kolkata')).toBe(false);
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentZoneName('Europe/Berlin')).toBe('Europe/Berlin');
  });

  it('agrees with Intl at every quarter hour across a year in New York', () => {
    const probe = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
    });
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * HOUR + 15 * 60_000)
      expect(hhmm(ms, 'America/New_York')).toBe(probe.format(ms));
  });
});
