/// <reference lib="dom" />
// (the page.evaluate bodies below run in the page)
// The floors (issue 24): the same work as a measured figure with no app code, on the same machine
// in the same run, served by the same kind of loopback server (a plain node:http one, with the
// built renderer's files as the hosts serve them: the app's stylesheets, same bytes, same headers).
// What a floor page holds is copied from the app's own page in the same run: the same text, the
// same elements, the same stylesheets; only the app's scripts are left out.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { readRendererFile } from '../../electron/core/renderer-files.ts';
import { root } from './harness.ts';

export interface FloorServer {
  url: string;
  /** The page to open (`/`). */
  launchUrl: string;
  secret: string;
  close(): Promise<void>;
}

/**
 * Serves `files` (`/` is the floor page: HTML, fetched anew as the app's index.html is) and,
 * for any other path, the built renderer's files as the browser host does (readRendererFile).
 */
export async function startFloorServer(files: Record<string, string | Buffer>, port = 0): Promise<FloorServer> {
  const rendererDir = join(root, 'dist', 'renderer');
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const own = files[path];
    if (own !== undefined) {
      response.writeHead(200, {
        'Content-Type': path.endsWith('.json') ? 'application/json' : 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      response.end(own);
      return;
    }
    readRendererFile(rendererDir, path).then(
      (file) => {
        response.writeHead(file.status, file.headers);
        response.end(file.body);
      },
      () => response.destroy(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    launchUrl: `${url}/`,
    secret: '',
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The page as it stands, as static HTML: the same elements, text and stylesheets, without the
 * app's scripts (script elements, module preloads) or its content security policy (the floor
 * page's own listeners are added from outside, by Playwright). Links keep their paths only, so
 * that the floor's server serves them.
 */
export function staticCopy(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('script, link[rel="modulepreload"], meta[http-equiv]').forEach((el) => el.remove());
    // The views' stylesheets are linked by absolute URL (the app's origin, whose host is closed
    // by then): the same files from the floor's own server.
    copy.querySelectorAll('link[href]').forEach((link) => {
      link.setAttribute('href', new URL((link as HTMLLinkElement).href).pathname);
    });
    return `<!doctype html>\n${copy.outerHTML}`;
  });
}

/**
 * A static page holding only the overview's headline (its five figures, as the app painted them,
 * `elementtiming` on the first number as in the app) and the stylesheets the app's page had: the
 * launch floor. The stylesheets are kept because the app cannot paint its numbers without them, and
 * neither can a page that looks like its screen; the rest of the shell is left out.
 */
export function headlinePage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const headline = document.querySelector('.headline');
    if (!headline) throw new Error('No headline on the page to copy');
    const sheets = [...document.querySelectorAll('link[rel="stylesheet"]')]
      .map((link) => `<link rel="stylesheet" href="${new URL((link as HTMLLinkElement).href).pathname}" />`)
      .join('');
    const attributes = [...document.documentElement.attributes]
      .map(({ name, value }) => ` ${name}="${value.replace(/"/g, '&quot;')}"`)
      .join('');
    return `<!doctype html><html${attributes}><head><meta charset="UTF-8" /><title>Spyglass</title>${sheets}</head><body>${headline.outerHTML}</body></html>`;
  });
}
