// An update feed on loopback and a real electron-updater AppImageUpdater pointed at it, run under
// Node with an app adapter of our own (as electron-updater's own test suite does with its
// TestAppAdapter): for update-policy.feed.test.ts.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { AppImageUpdater } from 'electron-updater';
import type { AppAdapter } from 'electron-updater/out/AppAdapter.js';
import { ElectronHttpExecutor } from 'electron-updater/out/electronHttpExecutor.js';

export const sha512 = (bytes: Buffer): string => createHash('sha512').update(bytes).digest('base64');

export interface Feed {
  url: string;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** Serves latest-linux.yml naming `version` and its AppImage; `served` lets a test send other bytes than the listed ones. */
export async function serveFeed(options: {
  version: string;
  file: Buffer;
  served?: Buffer;
  releaseNotes?: string;
}): Promise<Feed> {
  const name = `Spyglass-${options.version}.AppImage`;
  const yml = [
    `version: ${options.version}`,
    'files:',
    `  - url: ${name}`,
    `    sha512: ${sha512(options.file)}`,
    `    size: ${options.file.length}`,
    `path: ${name}`,
    `sha512: ${sha512(options.file)}`,
    `releaseDate: '2026-11-20T10:00:00.000Z'`,
    ...(options.releaseNotes ? [`releaseNotes: ${JSON.stringify(options.releaseNotes)}`] : []),
  ].join('\n');
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://feed').pathname;
    requests.push(path);
    if (path === '/latest-linux.yml') return void res.writeHead(200, { 'content-type': 'text/yaml' }).end(yml);
    if (path === `/${name}`) {
      const body = options.served ?? options.file;
      return void res
        .writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length })
        .end(body);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * electron-updater's own downloader (with its sha512 check) over node:http: the one part replaced
 * is the transport, Electron's net module, which exists only in Electron.
 */
class NodeHttpExecutor extends ElectronHttpExecutor {
  constructor() {
    super(() => undefined);
  }
  override createRequest(
    options: Parameters<typeof request>[0],
    callback: (response: unknown) => void,
  ): Electron.ClientRequest {
    return request(options, callback) as unknown as Electron.ClientRequest;
  }
}

/** electron-updater's AppAdapter without Electron: an installed app, its folders in `dir`. */
export class TestAppAdapter implements AppAdapter {
  readonly name = 'Spyglass';
  readonly isPackaged = true;
  readonly version: string;
  readonly appUpdateConfigPath: string;
  readonly userDataPath: string;
  readonly baseCachePath: string;
  quits = 0;
  private readonly quitHandlers: ((exitCode: number) => void)[] = [];
  constructor(version: string, dir: string, feedUrl: string) {
    this.version = version;
    this.userDataPath = join(dir, 'user-data');
    this.baseCachePath = join(dir, 'cache');
    mkdirSync(this.userDataPath, { recursive: true });
    // What electron-builder writes into the package from the publish target.
    this.appUpdateConfigPath = join(dir, 'app-update.yml');
    writeFileSync(
      this.appUpdateConfigPath,
      `provider: generic\nurl: ${feedUrl}\nupdaterCacheDirName: spyglass-updater\n`,
    );
  }
  whenReady = () => Promise.resolve();
  relaunch(): void {}
  quit(): void {
    this.quits += 1;
  }
  onQuit(handler: (exitCode: number) => void): void {
    this.quitHandlers.push(handler);
  }
  /** The app quitting as Electron's 'quit' event would say. */
  emitQuit(exitCode = 0): void {
    for (const handler of this.quitHandlers) handler(exitCode);
  }
}

/**
 * The real updater with only the install mocked: installing moves the downloaded AppImage over the
 * running one and relaunches it, and quitAndInstall's tail signals Electron's own autoUpdater
 * before quitting. Neither can run without Electron; the install is recorded instead.
 */
export class RecordingAppImageUpdater extends AppImageUpdater {
  readonly installs: { isSilent: boolean; isForceRunAfter: boolean }[] = [];
  private readonly adapter: TestAppAdapter;
  constructor(adapter: TestAppAdapter) {
    super(null, adapter);
    this.adapter = adapter;
    // Protected in the typings; electron-updater's own tests set it the same way.
    (this as unknown as { httpExecutor: ElectronHttpExecutor }).httpExecutor = new NodeHttpExecutor();
    this.logger = null;
    // The full file every time: the differential path needs a real old AppImage.
    this.disableDifferentialDownload = true;
  }
  protected override doInstall(options: { isSilent: boolean; isForceRunAfter: boolean }): boolean {
    this.installs.push({ isSilent: options.isSilent, isForceRunAfter: options.isForceRunAfter });
    return true;
  }
  override quitAndInstall(isSilent = false, isForceRunAfter = false): void {
    if (this.install(isSilent, isForceRunAfter)) this.adapter.quit();
  }
  /** Where electron-updater keeps the file it downloaded and verified. */
  get downloadedFile(): string | null {
    return this.installerPath;
  }
}
