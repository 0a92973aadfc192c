// The browser host: the same core and the same renderer as the desktop app, served over HTTP
// on 127.0.0.1 only. The bridge is one WebSocket per page (shared/bridge/socket.ts says how it
// talks): its upgrade must carry the per-launch secret, so other local pages and processes
// cannot use the user's keys; the Host header is checked against DNS rebinding, the Origin
// against other sites' pages. Everything else (the renderer's files, downloads) is plain GET.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  BRIDGE_MESSAGES,
  BRIDGE_PATH,
  BRIDGE_PROTOCOL,
  CLOSE,
  MAX_BRIDGE_MESSAGE,
  SECRET_PROTOCOL_PREFIX,
} from '../../shared/bridge/socket.ts';
import type { DemoService } from '../core/accounts.ts';
import { Core, type CoreOptions } from '../core/core.ts';
import { readRendererFile } from '../core/renderer-files.ts';
import { encodeReply } from '../core/raw-json.ts';
import { DEFAULT_DOWNLOAD_LIMITS, PendingDownloads, type PendingDownloadLimits } from './pending-downloads.ts';

/** How long a stopping host waits for its pages to answer the close of their sockets. */
const CLOSE_GRACE_MS = 500;

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
  core?: Partial<Pick<CoreOptions, 'secrets' | 'gateway' | 'watch'>>;
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
      if (!response.headersSent) send(response, 500, { message: BRIDGE_MESSAGES.failed });
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.headers.host !== originHost) return send(response, 421, { message: 'Unknown host' });
    const url = new URL(request.url ?? '/', origin);
    if (url.pathname === BRIDGE_PATH)
      return send(response, 426, { message: 'Bridge calls go over a WebSocket' }, { Upgrade: 'websocket' });
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(response, 405, { message: 'Method not allowed' });
    if (url.pathname.startsWith('/download/')) return download(response, url.pathname.slice('/download/'.length));
    return serveFile(response, url.pathname);
  }

  // The bridge's sockets. ws does the protocol (RFC 6455's framing, the client's masking,
  // fragmented messages, ping/pong and the close handshake, the size limit); compression is off
  // (loopback: it would cost both sides CPU to save nothing).
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_BRIDGE_MESSAGE,
    perMessageDeflate: false,
    handleProtocols: (offered) => (offered.has(BRIDGE_PROTOCOL) ? BRIDGE_PROTOCOL : false),
  });

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    if (request.headers.host !== originHost) return refuseUpgrade(socket, 421, 'Unknown host');
    if (new URL(request.url ?? '/', origin).pathname !== BRIDGE_PATH) return refuseUpgrade(socket, 404, 'Not found');
    // A browser always sends the page's origin; a local program sends none, and needs the secret all the same.
    if (request.headers.origin !== undefined && request.headers.origin !== origin)
      return refuseUpgrade(socket, 403, 'Cross-origin calls are refused');
    const offered = String(request.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((protocol) => protocol.trim());
    if (!offered.includes(BRIDGE_PROTOCOL)) return refuseUpgrade(socket, 400, 'Not a Spyglass bridge');
    const proven = offered.some(
      (protocol) =>
        protocol.startsWith(SECRET_PROTOCOL_PREFIX) && isSecret(protocol.slice(SECRET_PROTOCOL_PREFIX.length)),
    );
    sockets.handleUpgrade(request, socket, head, (ws) => {
      // Opened only to say why it closes: the page could not read a refused upgrade.
      if (!proven) return ws.close(CLOSE.wrongSecret, BRIDGE_MESSAGES.wrongSecret);
      serve(ws);
    });
  });

  function isSecret(given: string): boolean {
    const a = Buffer.from(given);
    const b = Buffer.from(secret);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** The pages' sockets whose secret is proven: the ones told of the watch's changes. */
  const pages = new Set<WebSocket>();
  function serve(ws: WebSocket): void {
    // Past the size limit ws closes the socket (1009) itself; nothing else to do about it here.
    ws.on('error', () => undefined);
    ws.on('message', (data: RawData, isBinary: boolean) => void answer(ws, data, isBinary));
    ws.on('close', () => pages.delete(ws));
    pages.add(ws);
    ws.send('{"ready":true}');
  }

  // The watch's state changed (a check over, an alert seen, a snooze): every page asks for it now.
  const unwatch = core.watch.onChange(() => {
    for (const ws of pages) if (ws.readyState === ws.OPEN) ws.send('{"push":"watch"}');
  });

  async function answer(ws: WebSocket, data: RawData, isBinary: boolean): Promise<void> {
    let call: { id?: unknown; channel?: unknown; payload?: unknown };
    try {
      if (isBinary) throw new Error('binary');
      call = JSON.parse(toText(data)) as typeof call;
    } catch {
      return ws.close(CLOSE.notJson, BRIDGE_MESSAGES.notJson);
    }
    const { id } = call ?? {};
    if (typeof id !== 'number' || !Number.isSafeInteger(id))
      return ws.close(CLOSE.notJson, 'The request is not a bridge call');
    let reply: Buffer;
    try {
      reply = Buffer.concat([
        Buffer.from(`{"id":${id},"reply":`),
        encodeReply(await core.handle(call.channel, call.payload ?? {})),
        Buffer.from('}'),
      ]);
    } catch {
      reply = Buffer.from(JSON.stringify({ id, refused: { kind: 'unavailable', message: BRIDGE_MESSAGES.failed } }));
    }
    // A page gone meanwhile has no one to answer.
    if (ws.readyState === ws.OPEN) ws.send(reply, { binary: false });
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
    // The first page served is the launch: a launch with no route opens the home, whose answers
    // are asked for now, while the page loads (a page with a route stops them with its first
    // call); once the page is on its way, which would otherwise wait for the plan and its first
    // requests.
    if (pathname === '/' || pathname === '/index.html') core.prefetchLaunch();
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
      unwatch();
      downloads.clear();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      // The pages' sockets: told the host is going, then cut if they do not answer in time.
      const open = [...sockets.clients];
      for (const ws of open) ws.close(CLOSE.goingAway, 'Spyglass stopped');
      await Promise.race([
        Promise.all(open.map((ws) => new Promise((resolve) => ws.once('close', resolve)))),
        new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS)),
      ]);
      for (const ws of sockets.clients) ws.terminate();
      await closed;
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

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const bytes = Buffer.from(JSON.stringify(body));
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': bytes.length,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(bytes);
}

/** Answers an upgrade request with a plain HTTP refusal, and closes its connection. */
function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Connection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

function toText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
}
