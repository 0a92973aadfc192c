// The browser host: the same core and the same renderer as the desktop app, served over HTTP
// on 127.0.0.1 only. Every bridge call must carry the per-launch secret, so other local pages
// and processes cannot use the user's keys; the Host header is checked against DNS rebinding.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_EXPORT_BYTES } from '../../shared/bridge.ts';
import type { DemoService } from '../core/accounts.ts';
import { Core, type CoreOptions } from '../core/core.ts';
import { readRendererFile } from '../core/renderer-files.ts';
import { encodeReply } from '../core/raw-json.ts';
import { DEFAULT_DOWNLOAD_LIMITS, PendingDownloads, type PendingDownloadLimits } from './pending-downloads.ts';

export const SECRET_HEADER = 'x-spyglass-secret';
/** Largest bridge request: a 64 MB export as base64, plus room for the JSON around it. */
export const MAX_BODY = Math.ceil((MAX_EXPORT_BYTES * 4) / 3) + 64 * 1024;
/**
 * How much of a body past the limit is read (and thrown away) so that its sender, still
 * writing, reads the 413 instead of a reset; a sender that goes on past this is cut off.
 */
const MAX_DRAIN = MAX_BODY;

/** Settings' host entry for the port of the last launch. */
export const LAST_PORT_KEY = 'webPort';

export interface WebHostOptions {
  /**
   * The port to listen on; 0 for any free one. Without it, the port of the last launch is tried
   * first: the browser keeps the renderer's files and their compiled code by origin, so the same
   * port lets a relaunch load from that cache.
   */
  port?: number;
  userDataDir: string;
  /** The built renderer (dist/renderer). */
  rendererDir: string;
  startDemo?: () => Promise<DemoService>;
  version: string;
  core?: Partial<Pick<CoreOptions, 'secrets' | 'gateway'>>;
  /** How long, and how many bytes in all, exports wait for their download. */
  downloads?: Partial<PendingDownloadLimits>;
  /** For `npm run bench`: called once the core is up (settings, keychain, cache), before the listen. */
  onCoreReady?: () => void;
}

export interface WebHost {
  url: string;
  /** The URL to open: carries the secret in the fragment, which never reaches a server log. */
  launchUrl: string;
  secret: string;
  core: Core;
  close(): Promise<void>;
}

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const secret = randomBytes(24).toString('base64url');
  const downloads = new PendingDownloads({ ...DEFAULT_DOWNLOAD_LIMITS, ...options.downloads });
  const core = await Core.create({
    userDataDir: options.userDataDir,
    host: 'web',
    version: options.version,
    ...(options.startDemo ? { startDemo: options.startDemo } : {}),
    ...options.core,
    // The page is already in a browser: it opens checked links and fetches downloads itself.
    saveExport: async (file) => {
      const token = randomBytes(18).toString('base64url');
      downloads.add(token, file);
      return { saved: true, downloadUrl: `/download/${token}` };
    },
  });
  options.onCoreReady?.();

  let origin = '';
  let originHost = '';
  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (request.destroyed && !request.complete) return; // cut off: there is no one to answer
      if (!response.headersSent) send(response, 500, { message: 'The browser host failed on this request' });
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.headers.host !== originHost) return send(response, 421, { message: 'Unknown host' });
    const url = new URL(request.url ?? '/', origin);
    if (url.pathname.startsWith('/bridge/'))
      return bridge(request, response, decodeURIComponent(url.pathname.slice('/bridge/'.length)));
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(response, 405, { message: 'Method not allowed' });
    if (url.pathname.startsWith('/download/')) return download(response, url.pathname.slice('/download/'.length));
    return serveFile(response, url.pathname);
  }

  async function bridge(request: IncomingMessage, response: ServerResponse, channel: string): Promise<void> {
    if (request.method !== 'POST') return send(response, 405, { message: 'Bridge calls are POST' });
    const given = Buffer.from(String(request.headers[SECRET_HEADER] ?? ''));
    const expected = Buffer.from(secret);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      request.resume();
      return send(response, 403, {
        message: 'This page is not the one Spyglass opened; open the address Spyglass printed',
      });
    }
    if (request.headers.origin !== undefined && request.headers.origin !== origin)
      return send(response, 403, { message: 'Cross-origin calls are refused' });
    const body = await readBody(request, MAX_BODY);
    if (body === null) {
      response.setHeader('Connection', 'close');
      return send(response, 413, {
        message: `The request is larger than the browser host takes (${megabytes(MAX_BODY)})`,
      });
    }
    let payload: unknown;
    try {
      payload = body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
    } catch {
      return send(response, 400, { message: 'The request is not JSON' });
    }
    sendJson(response, 200, encodeReply(await core.handle(channel, payload)));
  }

  function download(response: ServerResponse, token: string): void {
    const file = downloads.take(token);
    if (!file) return send(response, 404, { message: 'This download has expired; export again' });
    response.writeHead(200, {
      'Content-Type': file.mime,
      'Content-Length': file.bytes.length,
      'Content-Disposition': `attachment; filename="${file.filename.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(file.bytes);
  }

  async function serveFile(response: ServerResponse, pathname: string): Promise<void> {
    const file = await readRendererFile(options.rendererDir, pathname, core.lastScreen);
    response.writeHead(file.status, file.headers);
    response.end(file.body);
  }

  const lastPort = core.settings.host<unknown>(LAST_PORT_KEY);
  const remembered =
    typeof lastPort === 'number' && Number.isInteger(lastPort) && lastPort > 0 && lastPort < 65536 ? lastPort : 0;
  try {
    await listen(server, options.port ?? remembered);
  } catch (error) {
    // The remembered port is taken (another program, another Spyglass): any free one will do.
    if (options.port !== undefined || remembered === 0 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') {
      await core.close();
      throw error;
    }
    await listen(server, 0);
  }
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  originHost = new URL(origin).host;
  if (port !== remembered) await core.settings.update((draft) => void (draft.host[LAST_PORT_KEY] = port));

  return {
    url: origin,
    launchUrl: `${origin}/#secret=${secret}`,
    secret,
    core,
    close: async () => {
      downloads.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await core.close();
    },
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  sendJson(response, status, Buffer.from(JSON.stringify(body)));
}

function sendJson(response: ServerResponse, status: number, body: Buffer): void {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(body);
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * The whole body, or null once it has gone past `limit` bytes. A body past the limit is read to
 * its end and thrown away before null is given: cutting the connection while the sender is still
 * writing makes it see a reset rather than the answer. Past MAX_DRAIN it is cut all the same.
 */
function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    if (declared > limit + MAX_DRAIN) {
      request.destroy();
      reject(new Error('The request is far past the limit'));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit + MAX_DRAIN) request.destroy();
      else if (size > limit) chunks.length = 0;
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    request.on('error', reject);
    request.on('close', () => {
      if (!request.complete) reject(new Error('The request was cut off'));
    });
  });
}
