// The last screen as the page takes it and hands over from it: what a capture keeps and leaves
// out, the guard that hides a snapshot from another route, and the curtain that swaps the snapshot
// for the app in one frame, only once the app has its answers.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import guard from '../../public/last-screen.js?raw';
import { appKeys } from '../api/query-keys.ts';
import { raiseCurtain } from './launch-curtain.ts';
import { captureScreen } from './last-screen.ts';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-last-screen');
  document.documentElement.removeAttribute('data-theme');
  route('');
});

/** Sets the fragment without a hashchange event, which would reach the next test's curtain. */
const route = (hash: string) => history.replaceState(null, '', `${window.location.pathname}${hash}`);

describe('captureScreen', () => {
  it('keeps the screen as allowed elements, its inline styles as classes, and leaves out overlays, typed text and what only a screen reader reads', () => {
    route('#/overview?w=7d');
    document.documentElement.setAttribute('data-theme', 'dark');
    document.body.innerHTML = `
      <div id="app"><main class="view" id="main" tabindex="-1" elementtiming="overview-numbers">
        <p data-testid="page-views" aria-describedby="main">55.1k</p>
        <input type="search" placeholder="Filter" value="chec">
        <a href="#/errors">Errors</a><a href="https://elsewhere.example/">out</a>
        <svg viewBox="0 0 10 10"><defs><clipPath id="c1"><rect width="10" height="10"></rect></clipPath></defs>
          <path d="M0 0L10 10" clip-path="url(#c1)"></path></svg>
        <div role="dialog"><p>Delete everything?</p></div>
        <div class="visually-hidden"><table><tr><td>figures for a screen reader</td></tr></table></div>
        <iframe src="https://x.example/"></iframe>
      </main></div>`;
    const main = document.querySelector('main')!;
    main.style.setProperty('--home-columns', '1fr 2fr');
    main.querySelector('p')!.style.height = '40px';
    const capture = captureScreen(document.getElementById('app')!, Date.UTC(2026, 10, 26, 6, 50), false)!;
    expect(capture.route).toBe('overview?w=7d');
    expect(capture.theme).toBe('dark');
    expect(capture.bare).toBe(false);
    expect(capture.styles).toEqual({ 'ls-0': '--home-columns: 1fr 2fr;', 'ls-1': 'height: 40px;' });
    const json = JSON.stringify(capture.tree);
    expect(json).not.toMatch(
      /Delete everything|screen reader|iframe|chec"|elementtiming|tabindex|elsewhere|"id":"main"/,
    );
    const main_ = capture.tree.find((node) => typeof node !== 'string')!;
    expect(main_.slice(0, 2)).toEqual(['main', { class: 'view ls-0' }]);
    expect(json).toContain('["p",{"data-testid":"page-views","class":"ls-1"},"55.1k"]');
    expect(json).toContain('["input",{"type":"search","placeholder":"Filter"}]');
    expect(json).toContain('["a",{"href":"#/errors"},"Errors"]');
    expect(json).toContain('["clipPath",{"id":"ls-c1"}');
    expect(json).toContain('"clip-path":"url(#ls-c1)"');
  });

  it('gives up on a screen too large to keep', () => {
    document.body.innerHTML = `<div id="app">${'<span>x</span>'.repeat(101)}</div>`;
    expect(captureScreen(document.getElementById('app')!, 0, true, 100)).toBeNull();
    expect(captureScreen(document.getElementById('app')!, 0, true, 101)).not.toBeNull();
  });
});

describe('the guard (renderer/public/last-screen.js)', () => {
  const run = (routes: string, hash: string) => {
    document.documentElement.removeAttribute('data-last-screen');
    document.head.innerHTML = `<meta name="spyglass-last-screen" content='${routes}'>`;
    route(hash);
    new Function(guard)();
    return document.documentElement.getAttribute('data-last-screen');
  };

  it('hides the snapshot from a launch that opens another route, as launchRouteOf reads routes', () => {
    expect(run('["overview?w=1d"]', '#/overview?w=1d')).toBeNull();
    expect(run('["overview?w=1d"]', '#/overview?w=7d')).toBe('off');
    expect(run('["projects",""]', '#secret=abc')).toBeNull();
    expect(run('["projects",""]', '')).toBeNull();
    expect(run('["projects"]', '#secret=abc')).toBe('off');
    expect(run('not json', '')).toBe('off');
  });
});

describe("the guard starts the app's code", () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
  const head =
    '<meta name="spyglass-last-screen" content=\'[""]\'><meta name="spyglass-app" content="./assets/index-abc.js">' +
    '<meta name="spyglass-preload" content="./assets/root-def.js">';

  it('once the page is read and its first frame painted, as a module script of the entry the host named', async () => {
    document.head.innerHTML = head;
    route('');
    new Function(guard)();
    expect(document.head.querySelector('script')).toBeNull(); // not before the first frame
    await frame();
    const script = document.head.querySelector('script')!;
    expect(script.type).toBe('module');
    expect(script.getAttribute('src')).toBe('./assets/index-abc.js');
    // The entry and its imports, preloaded beside it.
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      './assets/index-abc.js',
      './assets/root-def.js',
    ]);
  });

  it("runs the libraries' classic scripts in order before the module entry, which imports them", async () => {
    document.head.innerHTML =
      head +
      '<meta name="spyglass-classic" content="./assets/libraries-a.js"><meta name="spyglass-classic" content="./b.js">';
    route('');
    new Function(guard)();
    await frame();
    const scripts = () => [...document.head.querySelectorAll('script')];
    // jsdom fetches no script: each one's load (or failure) is told here, as the browser tells it.
    expect(scripts().map((script) => [script.getAttribute('src'), script.type])).toEqual([
      ['./assets/libraries-a.js', ''],
    ]);
    scripts()[0]!.dispatchEvent(new Event('load'));
    expect(scripts().map((script) => script.getAttribute('src'))).toEqual(['./assets/libraries-a.js', './b.js']);
    // One that fails to load does not hold the entry back.
    scripts()[1]!.dispatchEvent(new Event('error'));
    const entry = scripts()[2]!;
    expect([entry.getAttribute('src'), entry.type]).toEqual(['./assets/index-abc.js', 'module']);
    expect(scripts()).toHaveLength(3);
  });

  it('links each stylesheet the host wrote in by its address, just before its written copy, disabled', async () => {
    document.head.innerHTML =
      head +
      '<style data-href="./assets/index-abc.css">.a{}</style><style data-href="./assets/overview-def.css">.b{}</style>' +
      '<style>.ls-0{}</style>';
    route('');
    new Function(guard)();
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull(); // not before the first frame
    await frame();
    const order = [...document.head.querySelectorAll('link[rel="stylesheet"], style')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('data-href') ?? element.textContent,
    );
    expect(order).toEqual([
      './assets/index-abc.css',
      './assets/index-abc.css',
      './assets/overview-def.css',
      './assets/overview-def.css',
      '.ls-0{}',
    ]);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(links.map((link) => [link.crossOrigin, link.disabled])).toEqual([
      ['', true],
      ['', true],
    ]); // the written copy applies its rules: the link only says where the sheet is
  });

  it("a frame painted while the body still streams in is not the snapshot's: it waits for the one after", async () => {
    document.head.innerHTML = head;
    route('');
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      new Function(guard)();
      await frame(); // painted before the page was read
      expect(document.head.querySelector('script')).toBeNull();
      Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(document.head.querySelector('script')).toBeNull(); // the snapshot's frame is still to come
      await frame();
      expect(document.head.querySelector('script')).not.toBeNull();
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });
});

describe('raiseCurtain', () => {
  const page = (withScreen: boolean) => {
    document.body.innerHTML = `<div id="root">${
      withScreen ? '<div class="last-screen" data-last-screen inert><p>55.1k</p></div>' : ''
    }<div class="splash">Starting Spyglass…</div></div>`;
    return document.getElementById('root')!;
  };
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

  it('without a snapshot, the first commit takes the splash away at once', () => {
    const opened: HTMLElement[] = [];
    const curtain = raiseCurtain(page(false), new QueryClient(), (container) => opened.push(container));
    curtain.firstCommit();
    expect(document.querySelector('.splash')).toBeNull();
    expect(opened).toEqual([curtain.container]);
  });

  it('over a snapshot, the app stays behind it until every query of the screen has its answer', async () => {
    const client = new QueryClient();
    const root = page(true);
    const curtain = raiseCurtain(root, client, () => undefined);
    expect(curtain.container.className).toBe('app-root app-root-behind');
    let answer: (value: number) => void = () => undefined;
    // The screen's query, observed (active) and waiting for its first answer.
    const observer = new QueryObserver(client, {
      queryKey: appKeys.accounts,
      queryFn: () => new Promise<number>((resolve) => (answer = resolve)),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    curtain.firstCommit();
    await frame();
    await frame();
    expect(root.querySelector('[data-last-screen]')).not.toBeNull();
    expect(curtain.container.classList.contains('app-root-behind')).toBe(true);
    answer(42);
    await frame();
    await frame();
    expect(root.querySelector('[data-last-screen]')).toBeNull();
    expect(root.querySelector('.splash')).toBeNull();
    expect(curtain.container.className).toBe('app-root');
    unsubscribe();
  });

  it('over a snapshot, the app takes its place once it shows every part the snapshot showed, answers still on their way', async () => {
    const client = new QueryClient();
    const root = page(true);
    root.querySelector('[data-last-screen] p')!.setAttribute('data-testid', 'page-views');
    const curtain = raiseCurtain(root, client, () => undefined);
    const unsubscribe = new QueryObserver(client, {
      queryKey: appKeys.accounts,
      queryFn: () => new Promise<number>(() => undefined), // the service never answers
    }).subscribe(() => undefined);
    curtain.firstCommit();
    curtain.container.innerHTML = '<section data-testid="trend">…</section>';
    await frame();
    await frame();
    expect(root.querySelector('[data-last-screen]')).not.toBeNull();
    curtain.container.insertAdjacentHTML('afterbegin', '<p data-testid="page-views">55.1k</p>');
    await frame();
    await frame();
    expect(root.querySelector('[data-last-screen]')).toBeNull();
    expect(curtain.container.className).toBe('app-root');
    unsubscribe();
  });

  it('a snapshot the guard hid is taken away before the app mounts; a key hands over at once', () => {
    document.documentElement.setAttribute('data-last-screen', 'off');
    const root = page(true);
    const curtain = raiseCurtain(root, new QueryClient(), () => undefined);
    expect(root.querySelector('[data-last-screen]')).toBeNull();
    expect(curtain.container.className).toBe('app-root');

    document.documentElement.removeAttribute('data-last-screen');
    const again = page(true);
    const other = raiseCurtain(again, new QueryClient(), () => undefined);
    other.firstCommit();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j' }));
    expect(again.querySelector('[data-last-screen]')).toBeNull();
    expect(other.container.className).toBe('app-root');
  });
});
