import { describe, expect, it } from 'vitest';
import { isRendererUrl, resolveRendererLocation, type RendererLocation } from './renderer-location.ts';

const rendererDir = '/opt/Spyglass/resources/app.asar/dist/renderer';
const indexHtml = `${rendererDir}/index.html`;

function location(devUrl?: string, packaged = false): RendererLocation {
  const result = resolveRendererLocation({ rendererDir, devUrl, packaged });
  if (!result.ok) throw new Error(result.message);
  return result.location;
}

describe('resolveRendererLocation', () => {
  it('serves the built renderer under its own scheme by default', () => {
    expect(location()).toEqual({ kind: 'app', dir: rendererDir, url: 'app://spyglass/index.html' });
  });

  it('takes a loopback dev server in development', () => {
    expect(location('http://localhost:5173/')).toEqual({ kind: 'dev', url: 'http://localhost:5173/' });
    expect(location('http://127.0.0.1:5173').kind).toBe('dev');
  });

  it('ignores SPYGLASS_DEV_URL in a packaged app', () => {
    expect(location('http://localhost:5173/', true).kind).toBe('app');
  });

  it.each([
    'https://example.com/',
    'http://192.168.1.2:5173/',
    'file:///tmp/x.html',
    'http://user:pw@localhost:5173/',
    'not a url',
  ])('refuses the dev URL %s', (devUrl) => {
    expect(resolveRendererLocation({ rendererDir, devUrl, packaged: false }).ok).toBe(false);
  });
});

describe('isRendererUrl', () => {
  const built = location();
  it('accepts the renderer page with any hash or query', () => {
    expect(isRendererUrl('app://spyglass/index.html', built)).toBe(true);
    expect(isRendererUrl('app://spyglass/index.html#/errors/123?x=1', built)).toBe(true);
  });

  it.each([
    'app://spyglass/other.html',
    'app://spyglass/assets/index.js',
    'app://evil/index.html',
    'app://user:pw@spyglass/index.html',
    `file://${indexHtml}`,
    'file:///etc/passwd',
    'https://example.com/index.html',
    'about:blank',
    'javascript:alert(1)',
    'data:text/html,<h1>x</h1>',
    '',
  ])('refuses %s', (url) => {
    expect(isRendererUrl(url, built)).toBe(false);
  });

  it('trusts the dev server by origin only', () => {
    const dev = location('http://localhost:5173/');
    expect(isRendererUrl('http://localhost:5173/#/pages', dev)).toBe(true);
    expect(isRendererUrl('http://localhost:5174/', dev)).toBe(false);
    expect(isRendererUrl('http://127.0.0.1:5173/', dev)).toBe(false);
    expect(isRendererUrl('app://spyglass/index.html', dev)).toBe(false);
  });
});
