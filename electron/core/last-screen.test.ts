// The last screen at launch: written into the page only for the version, route and project it was
// taken from, sealed on disk, drawn back with only what the lists allow, and never from a
// document that does not open.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ScreenCapture } from '../../shared/last-screen.ts';
import { headerPolicy, metaPolicy } from './content-security-policy.ts';
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

/** The renderer's files a page holding the snapshot reads, by the page's relative addresses. */
const FILES: Record<string, string> = {
  './last-screen.js': '/* the guard */',
  './assets/overview-view-abc.css': '.overview{display:grid}',
  './assets/index-abc.css': ':root{color:black}\r\n.splash{display:none}',
};
const readFrom =
  (files: Record<string, string> = FILES) =>
  async (href: string) =>
    files[href] ?? null;
/** The page a launch is served, as HTML. */
const pageOf = async (screen: LastScreen, html = PAGE, files = FILES) =>
  (await screen.page(html, readFrom(files))).html;
/** The policy's source for an inline element holding `text`, computed here on its own. */
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

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
    const { html, inline } = await screen.page(PAGE, readFrom());
    expect(html).toContain('<html data-theme="dark" lang="en">');
    expect(html).toContain(
      '<div id="root"><div class="last-screen" data-last-screen inert aria-busy="true"><main class="view ls-0"><h1>Overview</h1><p data-testid="page-views">55.1k</p></main>',
    );
    expect(html).toContain('Last screen, as of 26 Nov, 06:50');
    expect(html).toContain('<div class="splash" role="status">Starting Spyglass…</div>'); // hidden by CSS, shown if the guard says so
    expect(metaRoutes(html)).toEqual(['overview?account=a1&project=p1&w=1d']);
    expect(html).not.toContain('elsewhere.example');
    // Everything the first paint needs is in the page: the view's stylesheet (with its address),
    // the snapshot's inline styles as classes (a declaration that reaches out, a URL, left out),
    // and the guard, before the body, which hides the snapshot before any paint when the route differs.
    const view = '<style data-href="./assets/overview-view-abc.css">.overview{display:grid}</style>';
    const own = '<style>.ls-0{height: 40px; transform: translateY(12px)}</style>';
    const guard = '<script>/* the guard */</script>';
    expect(html).toContain(`${view}${own}${guard}</head>`);
    expect(html).not.toContain('<link rel="stylesheet"');
    // Its policy allows exactly those, by their hashes.
    expect(inline).toEqual({
      styles: [sha('.overview{display:grid}'), sha('.ls-0{height: 40px; transform: translateY(12px)}')],
      scripts: [sha('/* the guard */')],
    });
    // A reload is no launch: the page as built.
    expect(await pageOf(screen)).toBe(PAGE);
  });

  it("writes in the page's own stylesheets, and links what it cannot write in; the page's policy tag allows them", async () => {
    const { make } = await screens();
    await make().keep(capture());
    const built = PAGE.replace(
      '<title>',
      `<meta http-equiv="Content-Security-Policy" content="${metaPolicy()}" /><title>`,
    ).replace('</head>', '<link rel="stylesheet" crossorigin href="./assets/index-abc.css"></head>');
    const { html, inline } = await make().page(built, readFrom());
    // Line ends as the page's parser reads them, so that the browser's hash is the policy's.
    const written = ':root{color:black}\n.splash{display:none}';
    expect(html).toContain(`<style data-href="./assets/index-abc.css">${written}</style>`);
    expect(inline.styles[0]).toBe(sha(written));
    expect(html).toContain(`content="${metaPolicy(inline)}"`);
    expect(headerPolicy(inline)).toContain(`style-src 'self' ${sha(written)} `);
    expect(headerPolicy(inline)).toContain(`script-src 'self' ${sha('/* the guard */')};`);

    // A stylesheet that is not there, or would end its element early: linked, not allowed inline.
    const { make: again } = await screens();
    await again().keep(capture());
    const odd = await again().page(
      built,
      readFrom({
        './last-screen.js': FILES['./last-screen.js']!,
        './assets/overview-view-abc.css': 'a::after{content:"</style>"}',
      }),
    );
    expect(odd.html).toContain('<link rel="stylesheet" crossorigin href="./assets/index-abc.css">');
    expect(odd.html).toContain('<link rel="stylesheet" crossorigin href="./assets/overview-view-abc.css">');
    expect(odd.inline.styles).toEqual([sha('.ls-0{height: 40px; transform: translateY(12px)}')]);

    // Without its guard (which starts the app), no snapshot: the page as built.
    const { make: unguarded } = await screens();
    await unguarded().keep(capture());
    expect(await pageOf(unguarded(), built, { ...FILES, './last-screen.js': '' })).not.toContain('data-last-screen');
    const { make: missing } = await screens();
    await missing().keep(capture());
    expect(await missing().page(built, readFrom({}))).toEqual({ html: built, inline: { styles: [], scripts: [] } });
  });

  it("holds the app's code back until the snapshot's first frame: the guard starts it", async () => {
    const { make } = await screens();
    await make().keep(capture());
    const built = PAGE.replace(
      '</head>',
      '<script defer src="./assets/libraries-xyz.js"></script>' +
        '<script type="module" crossorigin src="./assets/index-abc.js"></script>' +
        '<link rel="modulepreload" crossorigin href="./assets/root-def.js">' +
        '<link rel="stylesheet" crossorigin href="./assets/overview-view-abc.css"></head>',
    );
    const html = await pageOf(make(), built);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<script defer');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<meta name="spyglass-classic" content="./assets/libraries-xyz.js">' +
        '<meta name="spyglass-app" content="./assets/index-abc.js"><meta name="spyglass-preload" content="./assets/root-def.js">',
    );
    expect(html.indexOf('name="spyglass-app"')).toBeLessThan(html.indexOf('/* the guard */'));
    // A stylesheet the page links already is not written twice.
    expect(html.split('overview-view-abc.css').length).toBe(2);
    // Without a snapshot to show, the page is as built.
    const { make: none } = await screens();
    expect(await pageOf(none(), built)).toBe(built);
  });

  it('is drawn ahead of the page at launch, and a forget or a keep before the page is asked for counts', async () => {
    const { make } = await screens();
    await make().keep(capture());
    const forgotten = make();
    expect((await forgotten.prepareLaunch())?.rendered).toContain('55.1k');
    await forgotten.forget(); // Clear cache, as the window opens
    expect(await pageOf(forgotten)).toBe(PAGE);
    const kept = make();
    expect(await kept.prepareLaunch()).toBeNull(); // nothing kept by then
    await kept.keep(capture());
    expect(await pageOf(kept)).toContain('data-last-screen');
  });

  it('a launch with no route is offered the screen only when it opens the same project', async () => {
    const { make, select } = await screens();
    await make().keep(capture({ route: 'projects', bare: true }));
    expect(metaRoutes(await pageOf(make()))).toEqual(['projects', '']);
    select({ accountId: 'a1', projectId: 'p2' });
    expect(metaRoutes(await pageOf(make()))).toEqual(['projects']);
  });

  it('is not used by another version, after a forget, or from a document that does not open', async () => {
    const { dir, cache, make } = await screens();
    await make().keep(capture());
    expect(await pageOf(make('1.0.1'))).toBe(PAGE);
    await cache.documents.flush();
    const path = join(dir, 'documents', 'last-screen.sealed');
    const sealed = await readFile(path);
    sealed[sealed.length - 3]! ^= 0x40; // tampered with
    await writeFile(path, sealed);
    expect(await pageOf(make())).toBe(PAGE);
    await writeFile(path, 'not a sealed box');
    expect(await pageOf(make())).toBe(PAGE);
    await make().keep(capture());
    const screen = make();
    await screen.forget();
    expect(await pageOf(screen)).toBe(PAGE);
    expect(await readdir(join(dir, 'documents'))).toEqual([]);
  });

  it("writes a screen's text as it was, however many dollar signs it holds", async () => {
    const { make } = await screens();
    const text = "Checkout failed: $5 off, token '$&' after $' before $` and $$ twice";
    await make().keep(capture({ tree: [['p', {}, text]], styles: { 'ls-0': 'content: "$&"' } }));
    const html = await pageOf(make());
    expect(html).toContain(`<p>${text.replace(/&/g, '&amp;')}</p>`);
    expect(html.split('<div id="root">')).toHaveLength(2);
  });

  it('is sealed on disk: no text of the screen is there in clear', async () => {
    const { dir, cache, make } = await screens();
    await make().keep(capture({ tree: [['p', {}, 'jane.doe@example.com failed at checkout']] }));
    await cache.documents.flush();
    const bytes = await readFile(join(dir, 'documents', 'last-screen.sealed'));
    expect(bytes.includes(Buffer.from('jane.doe'))).toBe(false);
    expect(bytes.includes(Buffer.from('checkout'))).toBe(false);
  });

  it('is served by the hosts with the page, never kept by the browser, its policy allowing what it holds', async () => {
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
    expect(String(page.body)).toContain('<script>/* the guard */</script>');
    // The view's stylesheet is not in this folder: linked, as a page that does not hold it links it.
    expect(String(page.body)).toContain('<link rel="stylesheet" crossorigin href="./assets/overview-view-abc.css">');
    expect(page.headers['Content-Security-Policy']).toBe(
      headerPolicy({
        styles: [sha('.ls-0{height: 40px; transform: translateY(12px)}')],
        scripts: [sha('/* the guard */')],
      }),
    );
    // A reload: the page as built, under the plain policy.
    const reload = await readRendererFile(rendererDir, '/', screen);
    expect(String(reload.body)).toBe(PAGE);
    expect(reload.headers['Content-Security-Policy']).toBe(headerPolicy());
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
