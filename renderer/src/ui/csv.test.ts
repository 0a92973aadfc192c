import { afterEach, describe, expect, it } from 'vitest';
import { leaveMachineZone, onMachineIn } from '../testing/machine-zone.ts';
import { csvField, csvZoneNote, parseCsv, toCsv } from './csv.ts';

describe('CSV writer', () => {
  it('quotes fields holding commas, quotes, line breaks or edge spaces (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField(12.5)).toBe('12.5');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvField('+1+2')).toBe("'+1+2");
    expect(csvField('-cmd')).toBe("'-cmd");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tTAB')).toBe("'\tTAB");
    // Negative numbers are data, not formulas.
    expect(csvField('-12.5')).toBe('-12.5');
    expect(csvField(-3)).toBe('-3');
  });

  it('writes a header row and CRLF-terminated records that read back the same', () => {
    const text = toCsv(
      ['URL', 'Response (ms)'],
      [
        ['/api/cart, v2', '340.12'],
        ['/a "b"', '0'],
      ],
    );
    expect(text).toBe('\uFEFFURL,Response (ms)\r\n"/api/cart, v2",340.12\r\n"/a ""b""",0\r\n');
    expect(parseCsv(text)).toEqual([
      ['URL', 'Response (ms)'],
      ['/api/cart, v2', '340.12'],
      ['/a "b"', '0'],
    ]);
  });

  it('reads quoted line breaks and LF files', () => {
    expect(parseCsv('a,"x\ny"\nb,c')).toEqual([
      ['a', 'x\ny'],
      ['b', 'c'],
    ]);
  });
});

describe("a CSV's zone note", () => {
  afterEach(leaveMachineZone);

  it("names the system's zone by its current name, on a machine in India", () => {
    onMachineIn('Asia/Kolkata'); // which ICU reads as Asia/Calcutta
    expect(csvZoneNote('local', Date.UTC(2026, 10, 20))).toBe(
      'Time zone: Asia/Kolkata (UTC+05:30) – times are ISO 8601 with their offset',
    );
  });
});
