import { describe, expect, it } from 'vitest';
import { isLoopbackHost, normalizeBaseUrl } from './base-url.ts';
import { checkExternalUrl } from './links.ts';
import { prepareExport, safeFileName } from './exporter.ts';

describe('base URLs', () => {
  it('keeps the origin and any proxy prefix, without /v2', () => {
    expect(normalizeBaseUrl('https://api.atatus.com/v2')).toEqual({ ok: true, baseUrl: 'https://api.atatus.com' });
    expect(normalizeBaseUrl(' https://proxy.example.com/monitoring/v2/ ')).toEqual({
      ok: true,
      baseUrl: 'https://proxy.example.com/monitoring',
    });
    expect(normalizeBaseUrl('http://127.0.0.1:8787')).toEqual({ ok: true, baseUrl: 'http://127.0.0.1:8787' });
  });
  it('refuses plain http beyond this computer, credentials and junk', () => {
    expect(normalizeBaseUrl('http://api.example.com')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/https/),
    });
    expect(normalizeBaseUrl('https://user:pw@api.example.com')).toMatchObject({ ok: false });
    expect(normalizeBaseUrl('https://api.example.com/?x=1')).toMatchObject({ ok: false });
    expect(normalizeBaseUrl('api.example.com')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not a URL/),
    });
    expect(normalizeBaseUrl('file:///etc/passwd')).toMatchObject({ ok: false });
  });
  it('knows loopback hosts', () => {
    expect(['localhost', '127.0.0.1', '127.8.9.10', '[::1]'].map(isLoopbackHost)).toEqual([true, true, true, true]);
    expect(['127.0.0.1.evil.com', '10.0.0.1', 'localhost.example.com'].map(isLoopbackHost)).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('external links', () => {
  it('lets http and https through, normalised', () => {
    expect(checkExternalUrl('https://tracker.example.com/issue/1')).toEqual({
      ok: true,
      url: 'https://tracker.example.com/issue/1',
    });
    expect(checkExternalUrl('HTTP://Example.com')).toEqual({ ok: true, url: 'http://example.com/' });
  });
  it.each([
    'javascript:alert(1)',
    'file:///etc/passwd',
    'data:text/html,<b>x</b>',
    'vbscript:x',
    'ms-msdt:/id',
    'not a url',
    '',
    'https://user:pw@example.com/',
  ])('refuses %j', (url) => {
    expect(checkExternalUrl(url).ok).toBe(false);
  });
});

describe('exports', () => {
  it('makes file names safe everywhere, with the right extension', () => {
    expect(safeFileName('Web vitals: last 7 days', 'image/png')).toBe('Web vitals- last 7 days.png');
    expect(safeFileName('../../etc/passwd', 'text/csv')).toBe('etc-passwd.csv');
    expect(safeFileName('con', 'application/json')).toBe('spyglass-export.json');
    expect(safeFileName('report.csv', 'image/svg+xml')).toBe('report.svg');
  });
  it('checks the data against its type', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]).toString('base64');
    expect(prepareExport({ filename: 'chart', mime: 'image/png', base64: png })).toMatchObject({
      ok: true,
      file: { filename: 'chart.png', mime: 'image/png' },
    });
    expect(
      prepareExport({ filename: 'chart', mime: 'image/png', base64: Buffer.from('<svg/>').toString('base64') }),
    ).toMatchObject({ ok: false });
    expect(prepareExport({ filename: 't', mime: 'text/csv', text: 'a,b\n1,2\n' })).toMatchObject({
      ok: true,
      file: { bytes: Buffer.from('a,b\n1,2\n') },
    });
    expect(prepareExport({ filename: 't', mime: 'text/csv', text: '' })).toMatchObject({
      ok: false,
      message: 'The export is empty',
    });
    expect(prepareExport({ filename: 't', mime: 'text/csv' })).toMatchObject({ ok: false });
  });
});
