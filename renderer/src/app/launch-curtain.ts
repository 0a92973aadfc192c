// How the app takes over the first screen. index.html stands until the app's first render: the
// splash, or the last screen the host wrote in (electron/core/last-screen.ts). Over the last
// screen, the app renders behind it, laid out but not painted, and takes its place in one frame
// once its own answers are in (from the cache, mostly), or once it shows every part the last
// screen showed: the numbers change in place, and no frame is ever blank between the two. A key, a click, a wheel turn or another route hands over at
// once; so does a wait past HAND_OVER_MS (the service slow, nothing cached).
import type { QueryClient } from '@tanstack/react-query';

const HAND_OVER_MS = 2_500;
const BEHIND = 'app-root-behind';

export interface Curtain {
  /** Where the app renders. */
  container: HTMLElement;
  /** Called from the app's first commit (a layout effect: before that frame is painted). */
  firstCommit(): void;
}

export function raiseCurtain(
  root: HTMLElement,
  client: QueryClient,
  onOpened: (container: HTMLElement) => void,
): Curtain {
  const guarded = document.documentElement.getAttribute('data-last-screen') === 'off';
  const screen = root.querySelector<HTMLElement>(':scope > [data-last-screen]');
  if (screen && guarded) screen.remove();
  const last = screen && !guarded ? screen : null;
  const container = document.createElement('div');
  container.className = 'app-root';
  if (last) container.classList.add(BEHIND);
  root.append(container);

  let opened = false;
  let committed = false;
  const open = () => {
    if (opened) return;
    opened = true;
    for (const child of [...root.children]) if (child !== container) child.remove();
    container.classList.remove(BEHIND);
    onOpened(container);
  };
  return {
    container,
    firstCommit() {
      if (committed) return; // StrictMode runs a first layout effect twice
      committed = true;
      if (!last) return open();
      const stop: (() => void)[] = [];
      const done = () => {
        for (const undo of stop) undo();
        open();
      };
      const timer = setTimeout(done, HAND_OVER_MS);
      stop.push(() => clearTimeout(timer));
      // A route that comes meanwhile (a link from the OS, a journey's own) is not the snapshot's.
      window.addEventListener('hashchange', done, { once: true });
      stop.push(() => window.removeEventListener('hashchange', done));
      for (const type of ['keydown', 'pointerdown', 'wheel'] as const) {
        window.addEventListener(type, done, { capture: true, once: true });
        stop.push(() => window.removeEventListener(type, done, { capture: true }));
      }
      // Checked after the frame that follows each change (an answer, a commit): React has
      // committed what the answers brought, and the screen's queries have their observers.
      const expected = testIds(last);
      let frame = 0;
      let task: ReturnType<typeof setTimeout> | undefined;
      const check = () => {
        cancelAnimationFrame(frame);
        clearTimeout(task);
        frame = requestAnimationFrame(() => {
          task = setTimeout(() => (answered(client) || laidOut(container, expected)) && done());
        });
      };
      const changes = new MutationObserver(check);
      changes.observe(container, { childList: true, subtree: true });
      stop.push(client.getQueryCache().subscribe(check), () => {
        changes.disconnect();
        cancelAnimationFrame(frame);
        clearTimeout(task);
      });
      check();
    },
  };
}

/** The named parts of a screen (its figures, tables and charts are marked with `data-testid`). */
function testIds(element: Element): Set<string> {
  return new Set([...element.querySelectorAll('[data-testid]')].map((e) => e.getAttribute('data-testid')!));
}

/**
 * The app shows every named part the last screen showed: the same layout, its figures in place,
 * though a part with no copy in the cache (a chart's later buckets) may still be on its way.
 */
function laidOut(container: Element, expected: ReadonlySet<string>): boolean {
  if (expected.size === 0) return false;
  const shown = testIds(container);
  for (const id of expected) if (!shown.has(id)) return false;
  return true;
}

/** Every query the screen shows has its answer (or its failure): none is still waiting for a first one. */
function answered(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .findAll({ type: 'active' })
    .every((query) => query.state.data !== undefined || query.state.fetchStatus !== 'fetching');
}
