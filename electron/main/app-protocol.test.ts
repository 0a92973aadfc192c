import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, headerPolicy, inlineSource } from '../core/content-security-policy.ts';
import { LastScreen } from '../core/last-screen.ts';
import { freshCache } from '../core/testing/cache-fixtures.ts';
import { APP_SCHEME_PRIVILEGES, rendererResponse } from './app-protocol.ts';

let dir: string;
beforeAll(async () => {
  const parent = await mkdtemp(join(tmpdir(), 'spyglass-app-scheme-'));
  dir = join(parent, 'renderer');
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Spyglass</title>');
  await writeFile(join(dir, 'assets', 'index-abc.js'), 'export {};');
  await writeFile(join(parent, 'secret.txt'), 'not for the page');
});

const get = (url: string, method = 'GET') => rendererResponse(dir, { url, method });

describe('the app:// scheme', () => {
  it('is a secure, standard origin whose compiled code is kept', () => {
    expect(APP_SCHEME_PRIVILEGES).toEqual({
      scheme: 'app',
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    });
  });

  it('serves the page and its assets with the content security policy', async () => {
    const page = await get('app://spyglass/index.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await page.text()).toContain('<title>Spyglass</title>');
    const script = await get('app://spyglass/assets/index-abc.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('export {};');
    expect((await get('app://spyglass/')).status).toBe(200);
  });

  it('never leaves the renderer folder, and serves no other host or method', async () => {
    for (const url of [
      'app://spyglass/../secret.txt',
      'app://spyglass/%2e%2e/secret.txt',
      'app://spyglass/assets/..%2f..%2fsecret.txt',
      'app://spyglass/missing.js',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).not.toContain('not for the page');
    }
    expect((await get('app://other/index.html')).status).toBe(404);
    expect((await get('app://spyglass/index.html', 'POST')).status).toBe(405);
  });
});

describe('the last screen on the app:// scheme', () => {
  it("is written into the launch's page with its styles, under a policy that allows them; assets never wait for the core", async () => {
    const { cache } = await freshCache();
    const screen = new LastScreen({ documents: cache.documents, version: '1.0.0', selected: () => null });
    await screen.keep({
      route: '',
      bare: true,
      theme: null,
      asOf: 'as of 26 Nov, 06:50',
      stylesheets: [],
      styles: { 'ls-0': 'height: 12px' },
      tree: [['p', { class: 'ls-0' }, '55.1k']],
    });
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
    );
    await writeFile(join(dir, 'last-screen.js'), '/* the guard */');
    const asked: string[] = [];
    const core = (path: string) => async () => {
      asked.push(path);
      return screen;
    };
    const script = await rendererResponse(
      dir,
      { url: 'app://spyglass/assets/index-abc.js', method: 'GET' },
      core('asset'),
    );
    expect(script.status).toBe(200);
    const page = await rendererResponse(dir, { url: 'app://spyglass/index.html', method: 'GET' }, core('page'));
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<p class="ls-0">55.1k</p>');
    expect(html).toContain('<style>.ls-0{height: 12px}</style><script>/* the guard */</script></head>');
    expect(page.headers.get('content-security-policy')).toBe(
      headerPolicy({ styles: [inlineSource('.ls-0{height: 12px}')], scripts: [inlineSource('/* the guard */')] }),
    );
    expect(asked).toEqual(['page']);
    // A core that failed to start: the page as built.
    const failed = await rendererResponse(dir, { url: 'app://spyglass/index.html', method: 'GET' }, () =>
      Promise.reject(new Error('no core')),
    );
    expect(await failed.text()).not.toContain('data-last-screen');
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Spyglass</title>');
  });
});
