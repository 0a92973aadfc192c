// The rules every web contents of the app lives under, whoever made it: the main window, a
// devtools or PDF viewer, anything Chromium creates later. Set from the app's
// 'web-contents-created' event, so no contents is missed; the window factory sets them too.
import type { App, WebContents } from 'electron';
import { isRendererUrl, type RendererLocation } from './renderer-location.ts';

type Navigation = { url: string; preventDefault(): void };

/**
 * No webviews, no new windows (external links go through the bridge's checked `link.open`,
 * which hands http(s) ones to the system browser), no navigation or redirect away from the
 * renderer.
 */
export function guardContents(contents: WebContents, renderer: RendererLocation): void {
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  const stayOnRenderer = (event: Navigation) => {
    if (!isRendererUrl(event.url, renderer)) event.preventDefault();
  };
  contents.on('will-navigate', stayOnRenderer);
  contents.on('will-frame-navigate', stayOnRenderer);
  contents.on('will-redirect', stayOnRenderer);
}

/** Guards every web contents the app creates from now on. Call before the first window. */
export function guardEveryContents(app: Pick<App, 'on'>, renderer: RendererLocation): void {
  app.on('web-contents-created', (_event, contents) => guardContents(contents, renderer));
}
