import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { FakeWebContents } from './testing/fake-electron.ts';
import { guardEveryContents } from './contents-guard.ts';
import { resolveRendererLocation } from './renderer-location.ts';

const page = 'app://spyglass/index.html';
const located = resolveRendererLocation({ rendererDir: '/app/dist/renderer', packaged: true });
if (!located.ok) throw new Error(located.message);
const renderer = located.location;

/** A web contents the window factory never saw (a devtools, a PDF viewer, a future popup), once the app has made it. */
function created(): FakeWebContents {
  const app = new EventEmitter();
  guardEveryContents(app as never, renderer);
  const contents = new FakeWebContents();
  app.emit('web-contents-created', {}, contents);
  return contents;
}

describe('guardEveryContents', () => {
  it('listens for every web contents the app creates', () => {
    const app = new EventEmitter();
    guardEveryContents(app as never, renderer);
    expect(app.listenerCount('web-contents-created')).toBe(1);
  });

  it('refuses webviews', () => {
    const contents = created();
    let prevented = false;
    contents.emit('will-attach-webview', { preventDefault: () => (prevented = true) }, {}, {});
    expect(prevented).toBe(true);
  });

  it('never opens a new window, for our page or any other', () => {
    const contents = created();
    for (const url of [
      'https://example.com/',
      'http://127.0.0.1:1/',
      page,
      'file:///etc/passwd',
      'javascript:alert(1)',
    ]) {
      expect(contents.windowOpenHandler?.({ url }), url).toEqual({ action: 'deny' });
    }
  });

  it.each(['will-navigate', 'will-frame-navigate', 'will-redirect'] as const)(
    'stays on the renderer on %s',
    (event) => {
      const contents = created();
      expect(contents.navigate(event, 'https://example.com/')).toBe(true);
      expect(contents.navigate(event, 'app://other/index.html')).toBe(true);
      expect(contents.navigate(event, 'file:///app/dist/renderer/index.html')).toBe(true);
      expect(contents.navigate(event, `${page}#/errors`)).toBe(false);
    },
  );
});
