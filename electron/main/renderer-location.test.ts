import { describe, expect, it } from 'vitest';
import { isRendererUrl, resolveRendererLocation, type RendererLocation } from './renderer-location.ts';

const indexHtml = '/opt/Spyglass/resources/app.asar/dist/renderer/index.html';

function location(devUrl?: string, packaged = false): RendererLocation {
  const result = resolveRendererLocation({ indexHtml, devUrl, packaged });
  if (!result.ok) throw new Error(result.message);
  return result.location;
}

describe('resolveRendererLocation', () => {
  it('loads the built file by default', () => {
    expect(location()).toEqual({ kind: 'file', path: indexHtml, url: `file://${indexHtml}` });
  });

  it('takes a loopback dev server in development', () => {
    expect(location('http://localhost:5173/')).toEqual({ kind: 'dev', url: 'http://localhost:5173/' });
    expect(location('http://127.0.0.1:5173').kind).toBe('dev');
  });

  it('ignores SPYGLASS_DEV_URL in a packaged app', () => {
    expect(location('http://localhost:5173/', true).kind).toBe('file');
  });

  it.each(['https://example.com/', 'http://192.168.1.2:5173/', 'file:///tmp/x.html', 'http://user:pw@localhost:5173/', 'not a url'])(
    'refuses the dev URL %s',
    (devUrl) => {
      expect(resolveRendererLocation({ indexHtml, devUrl, packaged: false }).ok).toBe(false);
    },
  );
});

describe('isRendererUrl', () => {
  const file = location();
  it('accepts the renderer file with any hash or query', () => {
    expect(isRendererUrl(`file://${indexHtml}`, file)).toBe(true);
    expect(isRendererUrl(`file://${indexHtml}#/errors/123?x=1`, file)).toBe(true);
  });

  it.each([
    'file:///opt/Spyglass/resources/app.asar/dist/renderer/other.html',
    'file:///etc/passwd',
    'file://evil-host/opt/Spyglass/resources/app.asar/dist/renderer/index.html',
    'https://example.com/index.html',
    'about:blank',
    'javascript:alert(1)',
    'data:text/html,<h1>x</h1>',
    '',
  ])('refuses %s', (url) => {
    expect(isRendererUrl(url, file)).toBe(false);
  });

  it('trusts the dev server by origin only', () => {
    const dev = location('http://localhost:5173/');
    expect(isRendererUrl('http://localhost:5173/#/pages', dev)).toBe(true);
    expect(isRendererUrl('http://localhost:5174/', dev)).toBe(false);
    expect(isRendererUrl('http://127.0.0.1:5173/', dev)).toBe(false);
    expect(isRendererUrl(`file://${indexHtml}`, dev)).toBe(false);
  });
});
