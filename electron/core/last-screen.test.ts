// The last screen at launch: written into the page only for the version, route and project it was
// taken from, sealed on disk, drawn back with only what the lists allow, and never from a
// document that does not open.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ScreenCapture } from '../../shared/last-screen.ts';
import { LastScreen, renderTree } from './last-screen.ts';
import { readRendererFile } from './renderer-files.ts';
import { freshCache } from './testing/cache-fixtures.ts';

const PAGE =
  '<!doctype html><html lang="en"><head><title>Spyglass</title></head><body>' +
  '<div id="root"><div class="splash" role="status">Starting Spyglass…</div></div></body></html>';

const capture = (change: Partial<ScreenCapture> = {}): ScreenCapture => ({
  route: 'overview?account=a1&project=p1&w=1d',
  bare: false,
  theme: 'dark',
  asOf: 'as of 26 Nov, 06:50',
  stylesheets: ['./assets/overview-view-abc.css', 'https://elsewhere.example/evil.css'],
  styles: { 'ls-0': 'height: 40px; transform: translateY(12px)', 'ls-1': 'background: url(https://x.example/)' },
  tree: [['main', { class: 'view ls-0' }, ['h1', {}, 'Overview'], ['p', { 'data-testid': 'page-views' }, '55.1k']]],
  ...change,
});

async function screens(selected = { accountId: 'a1', projectId: 'p1' }, version = '1.0.0') {
  const { dir, cache } = await freshCache();
  let current: { accountId: string; projectId: string } | null = selected;
  const make = (v = version) =>
    new LastScreen({ documents: cache.documents, version: v, selected: () => current, now: () => 1_790_000_000_000 });
  return { dir, cache, make, select: (next: typeof current) => void (current = next) };
}

const metaRoutes = (html: string) =>
  JSON.parse(
    /<meta name="spyglass-last-screen" content="([^"]*)">/
      .exec(html)![1]!
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  ) as string[];

describe('LastScreen', () => {
  it("writes the kept screen into a launch's page, with its route, stylesheets, styles and theme", async () => {
    const { make } = await screens();
    await make().keep(capture());
    const screen = make(); // a new launch
    const html = await screen.page(PAGE);
    expect(html).toContain('<html data-theme="dark" lang="en">');
    expect(html).toContain(
      '<div id="root"><div class="last-screen" data-last-screen inert aria-busy="true"><main class="view ls-0"><h1>Overview</h1><p data-testid="page-views">55.1k</p></main>',
    );
    expect(html).toContain('Last screen, as of 26 Nov, 06:50');
    expect(html).toContain('<div class="splash" role="status">Starting Spyglass…</div>'); // hidden by CSS, shown if the guard says so
    expect(metaRoutes(html)).toEqual(['overview?account=a1&project=p1&w=1d']);
    expect(html).toContain('<link rel="stylesheet" href="./assets/overview-view-abc.css">');
    expect(html).not.toContain('elsewhere.example');
    // The guard runs before the body: the snapshot is hidden before any paint when the route differs.
    expect(html.indexOf('last-screen.js')).toBeLessThan(html.indexOf('<body>'));
    // Its inline styles, as classes; a declaration that reaches out (a URL) is left out.
    expect(screen.stylesheet()).toBe('.ls-0{height: 40px; transform: translateY(12px)}');
    // A reload is no launch: the page as built.
    expect(await screen.page(PAGE)).toBe(PAGE);
  });

  it("holds the app's code back until the snapshot's first frame: the guard starts it", async () => {
    const { make } = await screens();
    await make().keep(capture());
    const built = PAGE.replace(
      '</head>',
      '<script type="module" crossorigin src="./assets/index-abc.js"></script>' +
        '<link rel="modulepreload" crossorigin href="./assets/root-def.js">' +
        '<link rel="stylesheet" crossorigin href="./assets/overview-view-abc.css"></head>',
    );
    const html = await make().page(built, async () => '0123456789abcdef');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<meta name="spyglass-app" content="./assets/index-abc.js"><meta name="spyglass-preload" content="./assets/root-def.js">',
    );
    expect(html.indexOf('name="spyglass-app"')).toBeLessThan(html.indexOf('last-screen.js'));
    // The guard's address names its content; a stylesheet the page links already is not linked twice.
    expect(html).toContain('<script src="./last-screen.js?0123456789abcdef"></script>');
    expect(html.split('overview-view-abc.css').length).toBe(2);
    // Without a snapshot to show, the page is as built.
    const { make: none } = await screens();
    expect(await none().page(built)).toBe(built);
  });

  it('is drawn ahead of the page at launch, and a forget or a keep before the page is asked for counts', async () => {
    const { make } = await screens();
    await make().keep(capture());
    const forgotten = make();
    expect((await forgotten.prepareLaunch())?.rendered).toContain('55.1k');
    await forgotten.forget(); // Clear cache, as the window opens
    expect(await forgotten.page(PAGE)).toBe(PAGE);
    const kept = make();
    expect(await kept.prepareLaunch()).toBeNull(); // nothing kept by then
    await kept.keep(capture());
    expect(await kept.page(PAGE)).toContain('data-last-screen');
  });

  it('a launch with no route is offered the screen only when it opens the same project', async () => {
    const { make, select } = await screens();
    await make().keep(capture({ route: 'projects', bare: true }));
    expect(metaRoutes(await make().page(PAGE))).toEqual(['projects', '']);
    select({ accountId: 'a1', projectId: 'p2' });
    expect(metaRoutes(await make().page(PAGE))).toEqual(['projects']);
  });

  it('is not used by another version, after a forget, or from a document that does not open', async () => {
    const { dir, cache, make } = await screens();
    await make().keep(capture());
    expect(await make('1.0.1').page(PAGE)).toBe(PAGE);
    await cache.documents.flush();
    const path = join(dir, 'documents', 'last-screen.sealed');
    const sealed = await readFile(path);
    sealed[sealed.length - 3]! ^= 0x40; // tampered with
    await writeFile(path, sealed);
    expect(await make().page(PAGE)).toBe(PAGE);
    await writeFile(path, 'not a sealed box');
    expect(await make().page(PAGE)).toBe(PAGE);
    await make().keep(capture());
    const screen = make();
    await screen.forget();
    expect(await screen.page(PAGE)).toBe(PAGE);
    expect(await readdir(join(dir, 'documents'))).toEqual([]);
  });

  it('is sealed on disk: no text of the screen is there in clear', async () => {
    const { dir, cache, make } = await screens();
    await make().keep(capture({ tree: [['p', {}, 'jane.doe@example.com failed at checkout']] }));
    await cache.documents.flush();
    const bytes = await readFile(join(dir, 'documents', 'last-screen.sealed'));
    expect(bytes.includes(Buffer.from('jane.doe'))).toBe(false);
    expect(bytes.includes(Buffer.from('checkout'))).toBe(false);
  });

  it('is served by the hosts with the page, never kept by the browser, and its styles beside it', async () => {
    const { make } = await screens();
    await make().keep(capture());
    const rendererDir = await mkdtemp(join(tmpdir(), 'spyglass-renderer-'));
    await writeFile(join(rendererDir, 'index.html'), PAGE);
    await writeFile(join(rendererDir, 'last-screen.js'), '/* the guard */');
    const screen = make();
    const page = await readRendererFile(rendererDir, '/', screen);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('data-last-screen');
    expect(page.headers['Cache-Control']).toBe('no-store');
    // The guard, named by its content (sha256, as the styles): the browser keeps it from one launch to the next.
    const named = createHash('sha256').update('/* the guard */').digest('hex').slice(0, 16);
    expect(String(page.body)).toContain(`<script src="./last-screen.js?${named}"></script>`);
    const guard = await readRendererFile(rendererDir, '/last-screen.js', screen);
    expect(guard.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(String(guard.body)).toBe('/* the guard */');
    const styles = await readRendererFile(rendererDir, '/last-screen.css', screen);
    expect(styles.headers['Content-Type']).toBe('text/css; charset=utf-8');
    expect(styles.body).toBe('.ls-0{height: 40px; transform: translateY(12px)}');
  });
});

describe('renderTree', () => {
  it('draws only the listed elements and attributes, every text escaped', () => {
    const html = renderTree([
      ['div', { class: 'a', onclick: 'steal()', id: 'x', 'data-health': 'failing', 'aria-labelledby': 'x' }, '<b>&'],
      ['script', {}, 'alert(1)'],
      ['a', { href: 'javascript:alert(1)' }, 'no'],
      ['a', { href: '#/errors?w=1d' }, 'yes'],
      ['img', { src: 'https://x.example/t.gif' }],
      ['input', { type: 'search', value: 'typed text', placeholder: 'Filter' }],
      ['span', { title: '"><script>alert(1)</script>' }, 'ok'],
      ['svg', { viewBox: '0 0 10 10', onload: 'x()' }, ['path', { d: 'M0 0L10 10', 'clip-path': 'url(#ls-c1)' }]],
      ['svg', {}, ['rect', { fill: 'url(https://x.example/)' }], ['linearGradient', { id: 'evil' }]],
    ]);
    expect(html).toBe(
      '<div class="a" data-health="failing">&lt;b&gt;&amp;</div>' +
        '<a>no</a><a href="#/errors?w=1d">yes</a>' +
        '<input type="search" placeholder="Filter">' +
        '<span title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">ok</span>' +
        '<svg viewBox="0 0 10 10"><path d="M0 0L10 10" clip-path="url(#ls-c1)"></path></svg>' +
        '<svg><rect></rect><linearGradient></linearGradient></svg>',
    );
  });

  it('refuses what is not a tree of ours: malformed, too deep', () => {
    expect(renderTree([42])).toBeNull();
    expect(renderTree([['div']])).toBeNull();
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = ['div', {}, deep];
    expect(renderTree([deep])).toBeNull();
  });
});
