import { afterEach, describe, expect, it } from 'vitest';
import { leaveMachineZone, onMachineIn } from '../testing/machine-zone.ts';
import { searchZones, withRecent } from './zone-list.ts';

const NOW = Date.UTC(2026, 10, 20, 12, 0);

describe('the zone list', () => {
  afterEach(leaveMachineZone);

  it('offers the system zone and UTC first, then the recent zones', () => {
    const entries = searchZones('', ['Asia/Kolkata'], NOW, 5);
    expect(entries.map((e) => e.value)).toEqual([
      'local',
      'utc',
      'Asia/Kolkata',
      expect.any(String),
      expect.any(String),
    ]);
    expect(entries[2]).toEqual({ value: 'Asia/Kolkata', city: 'Kolkata', region: 'Asia', offset: 'UTC+05:30' });
  });

  it("names the system's zone by its current name, on a machine in India", () => {
    onMachineIn('Asia/Kolkata'); // which ICU reads as Asia/Calcutta
    expect(searchZones('', [], NOW, 1)[0]).toMatchObject({ value: 'local', city: 'Same as the system (Asia/Kolkata)' });
  });

  it('finds a zone by city, region or offset', () => {
    expect(searchZones('new york', [], NOW).map((e) => e.value)).toEqual(['America/New_York']);
    expect(searchZones('kathmandu', [], NOW)[0]).toMatchObject({ offset: 'UTC+05:45' });
    expect(searchZones('australia adel', [], NOW).map((e) => e.value)).toEqual(['Australia/Adelaide']);
    const byOffset = searchZones('+5:30', [], NOW).map((e) => e.value);
    expect(byOffset).toContain('Asia/Kolkata');
    expect(byOffset).not.toContain('Asia/Kathmandu');
    expect(searchZones('UTC-05', [], NOW).map((e) => e.value)).toContain('America/New_York');
    expect(searchZones('São Paulo', [], NOW).map((e) => e.value)).toEqual(['America/Sao_Paulo']);
  });

  it('keeps eight recent named zones, the latest first', () => {
    expect(withRecent(['Asia/Kolkata', 'Europe/Berlin'], 'Europe/Berlin')).toEqual(['Europe/Berlin', 'Asia/Kolkata']);
    expect(withRecent(['Asia/Kolkata'], 'utc')).toEqual(['Asia/Kolkata']);
  });
});
