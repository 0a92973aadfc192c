// Packaging, checked offline. electron-builder.yml is validated with electron-builder's own schema
// check, then packed for real (`--linux dir`) in a staged copy of the project, against a stub
// Electron distribution (the real one cannot be downloaded on our build machines), and the
// app.asar it writes is inspected: built output only, no sources, tests or secrets; the keyring's
// native binary unpacked; the fuses flipped.
import { LINK_SCHEME } from '../../shared/view-link.ts';
import { APP_ID } from '../../electron/main/app-id.ts';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
// electron-builder's own internals and the very libraries it packs with, resolved through it.
const builderRequire = createRequire(createRequire(join(root, 'package.json')).resolve('app-builder-lib/package.json'));
const { getConfig, validateConfiguration } = builderRequire('app-builder-lib/out/util/config/config.js') as {
  getConfig(
    projectDir: string,
    configPath: string | null,
    configFromOptions: object | null,
  ): Promise<Record<string, unknown>>;
  validateConfiguration(config: object, debugLogger: object): Promise<void>;
};
const { DebugLogger } = builderRequire('builder-util') as { DebugLogger: new (enabled: boolean) => object };
const asar = builderRequire('@electron/asar') as {
  listPackage(archive: string, options: { isPack: boolean }): string[];
  statFile(archive: string, filename: string): { unpacked?: boolean; size?: number };
  extractFile(archive: string, filename: string): Buffer;
};
const fuses = builderRequire('@electron/fuses') as {
  getCurrentFuseWire(path: string): Promise<Record<number, number>>;
  FuseV1Options: Record<string, number>;
};
/** How a fuse reads in the binary: ASCII '0' or '1'. */
const OFF = 0x30;
const ON = 0x31;

describe('electron-builder.yml', () => {
  it('passes electron-builder’s configuration check', async () => {
    const config = await getConfig(root, null, null);
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('would be refused if it were wrong (the check checks)', async () => {
    const config = await getConfig(root, null, null);
    const broken = { ...config, mac: { ...(config['mac'] as object), hardendRuntime: true } };
    await expect(validateConfiguration(broken, new DebugLogger(false))).rejects.toThrow(/configuration/);
  });

  it('says what the issue asks for', async () => {
    const config = await getConfig(root, null, null);
    expect(config).toMatchObject({
      // The id main gives Windows for its notifications (app.setAppUserModelId) is the one the installer writes.
      appId: APP_ID,
      productName: 'Spyglass',
      extraMetadata: { main: 'dist/electron/main.js' },
      mac: {
        category: 'public.app-category.developer-tools',
        hardenedRuntime: true,
        target: [
          { target: 'dmg', arch: ['x64', 'arm64'] },
          { target: 'zip', arch: ['x64', 'arm64'] },
        ],
      },
      win: { target: [{ target: 'nsis' }] },
      linux: { category: 'Development', target: ['AppImage', 'deb'] },
      // Where the pack cannot run (not Linux), the config at least says it; the packed binary's
      // fuses are read back below.
      electronFuses: { runAsNode: false, onlyLoadAppFromAsar: true, grantFileProtocolExtraPrivileges: false },
      // The scheme the app reads its links in (shared/view-link.ts).
      protocols: [{ name: 'Spyglass link', schemes: [LINK_SCHEME] }],
      // The update feed electron-updater reads (electron/main/updates.ts), https only.
      publish: { provider: 'generic', url: expect.stringMatching(/^https:\/\//), channel: 'latest' },
    });
    for (const icon of [
      'build/icon.png',
      'build/icons/512x512.png',
      'build/icons/1024x1024.png',
      'build/entitlements.mac.plist',
    ]) {
      expect(existsSync(join(root, icon)), icon).toBe(true);
    }
  });
});

// ── the packed app ───────────────────────────────────────────────────────────

/** Not part of a checkout: generated, installed or local. */
const NOT_SOURCE = new Set([
  'node_modules',
  '.git',
  'dist',
  'release',
  'test-results',
  'e2e-output',
  'playwright-report',
  '.cache',
]);
const DECOY_SECRET = 'spyglass-decoy-secret-3f9c1e7a';

/** Hard links where the file system allows (fast, no space), copies where it does not. */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) cpSync(source, target, { verbatimSymlinks: true });
    else {
      try {
        linkSync(source, target);
      } catch {
        cpSync(source, target);
      }
    }
  }
}

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1', CI: '1' },
  });
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0)
    throw new Error(`${[command, ...args].join(' ')} failed (${result.status ?? result.signal}):\n${output}`);
  return output;
}

/**
 * An Electron "distribution" that is one file: a script that is not Electron, carrying the fuse
 * wire of a real binary (sentinel, version 1, eight fuses as Electron 45 ships them) so that
 * electron-builder can flip the fuses and we can read them back.
 */
function stubElectron(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const wire = Buffer.concat([
    Buffer.from('dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'),
    Buffer.from([1, 8]),
    Buffer.from('10110001'),
  ]);
  writeFileSync(
    join(dir, 'electron'),
    Buffer.concat([
      Buffer.from('#!/bin/sh\necho "stub Electron for packaging tests" >&2\nexit 1\n#'),
      wire,
      Buffer.from('\n'),
    ]),
    { mode: 0o755 },
  );
}

// The linux `dir` target is the one a stub can stand in for: macOS needs an Electron.app bundle
// and Windows edits the real .exe's resources.
const canPack = process.platform === 'linux';
const rendererBuilt = existsSync(join(root, 'dist', 'renderer', 'index.html'));
const rendererNote = rendererBuilt ? '' : ' (renderer not built: a placeholder index.html stands in)';

describe.skipIf(!canPack)('the packed app (linux dir build with a stub Electron)', () => {
  let work: string;
  let archive: string;
  let unpacked: string;
  let executable: string;
  let files: string[];

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'spyglass-packaging-'));
    const project = join(work, 'project');

    // A checkout as a developer has it: every source, test and script, plus things that must never ship.
    cpSync(root, project, {
      recursive: true,
      filter: (source) => !NOT_SOURCE.has(relative(root, source).split(sep)[0] ?? ''),
    });
    writeFileSync(join(project, '.env'), `SPYGLASS_API_KEY=${DECOY_SECRET}\n`);
    writeFileSync(join(project, 'settings.json'), JSON.stringify({ apiKey: DECOY_SECRET }));
    mkdirSync(join(project, 'secrets'));
    writeFileSync(join(project, 'secrets', 'api-key.txt'), DECOY_SECRET);

    // The production dependencies, where electron-builder looks for them (`npm ls --omit dev`).
    // npm ls exits 1 over mere tree warnings (an extraneous package); its list is still complete.
    const ls = spawnSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: root, encoding: 'utf8' });
    if (!ls.stdout) throw new Error(`npm ls printed nothing (${ls.status}):\n${ls.stderr}`);
    const listed = ls.stdout.split('\n');
    for (const path of listed
      .map((line) => line.trim())
      .filter((line) => line.startsWith(join(root, 'node_modules') + sep))) {
      if (!existsSync(join(project, relative(root, path)))) linkTree(path, join(project, relative(root, path)));
    }

    // Built output: the Electron bundles always, the renderer if it has been built.
    run(
      process.execPath,
      [join(root, 'scripts', 'build-electron.ts'), '--out-dir', join(project, 'dist', 'electron')],
      root,
    );
    const renderer = join(root, 'dist', 'renderer');
    if (rendererBuilt) cpSync(renderer, join(project, 'dist', 'renderer'), { recursive: true });
    else {
      mkdirSync(join(project, 'dist', 'renderer'), { recursive: true });
      writeFileSync(join(project, 'dist', 'renderer', 'index.html'), '<!doctype html><title>Spyglass</title>\n');
    }

    const electronDist = join(work, 'electron-dist');
    stubElectron(electronDist);
    const electronVersion = (
      JSON.parse(readFileSync(join(root, 'node_modules', 'electron', 'package.json'), 'utf8')) as { version: string }
    ).version;
    const cli = join(
      dirname(createRequire(join(root, 'package.json')).resolve('electron-builder/package.json')),
      'cli.js',
    );
    const arch = process.arch === 'arm64' ? '--arm64' : '--x64';
    const out = join(work, 'release');
    run(
      process.execPath,
      [
        cli,
        '--linux',
        'dir',
        arch,
        '--projectDir',
        project,
        `-c.electronDist=${electronDist}`,
        `-c.electronVersion=${electronVersion}`,
        `-c.directories.output=${out}`,
        '--publish',
        'never',
      ],
      project, // hooks in the config are resolved from the working directory
    );

    const appDir = join(out, process.arch === 'arm64' ? 'linux-arm64-unpacked' : 'linux-unpacked');
    archive = join(appDir, 'resources', 'app.asar');
    unpacked = join(appDir, 'resources', 'app.asar.unpacked');
    executable = join(appDir, 'spyglass');
    files = asar.listPackage(archive, { isPack: false }).map((file) => file.split(sep).join('/'));
  }, 180_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const isFile = (file: string) => {
    const stat = asar.statFile(archive, file.slice(1)) as { files?: unknown };
    return stat.files === undefined;
  };

  it(`holds the built app and package.json${rendererNote}`, () => {
    expect(files).toEqual(
      expect.arrayContaining([
        '/package.json',
        '/dist/electron/main.js',
        '/dist/electron/preload.cjs',
        '/dist/electron/tray-icon.png',
        '/dist/electron/tray-icon@2x.png',
        '/dist/renderer/index.html',
      ]),
    );
  });

  it('holds nothing but built output and the keyring package', () => {
    const allowed =
      /^\/(package\.json|dist(\/electron|\/renderer)(\/.*)?|dist|node_modules(\/@napi-rs(\/keyring(-[a-z0-9-]+)?(\/.*)?)?)?)$/;
    expect(files.filter((file) => !allowed.test(file))).toEqual([]);
  });

  it('holds no sources, tests, maps or end-to-end specs', () => {
    const leaks = files.filter(
      (file) =>
        /\.(ts|tsx|mts|cts|map)$/.test(file) ||
        /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) ||
        /^\/(e2e|tests|scripts|electron|shared|renderer|build)\//.test(file),
    );
    expect(leaks).toEqual([]);
  });

  it('holds no settings, environment files or secrets', () => {
    expect(files.filter((file) => /(^|\/)(\.env[^/]*|settings\.json|secrets)(\/|$)/.test(file))).toEqual([]);
    const carrying = files.filter(
      (file) =>
        isFile(file) &&
        !asar.statFile(archive, file.slice(1)).unpacked &&
        asar.extractFile(archive, file.slice(1)).includes(DECOY_SECRET),
    );
    expect(carrying).toEqual([]);
  });

  it('starts the built main file', () => {
    const manifest = JSON.parse(asar.extractFile(archive, 'package.json').toString('utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'spyglass', main: 'dist/electron/main.js', type: 'module' });
    expect(manifest).not.toHaveProperty('devDependencies');
  });

  it('tells the updater where its feed is', () => {
    const config = readFileSync(join(dirname(archive), 'app-update.yml'), 'utf8');
    expect(config).toMatch(/^provider: generic$/m);
    expect(config).toMatch(/^url: https:\/\/updates\.spyglass\.dev\/stable$/m);
  });

  it('unpacks the keyring’s native binary next to the asar', () => {
    const triple = `linux-${process.arch}-gnu`;
    const binary = `node_modules/@napi-rs/keyring-${triple}/keyring.${triple}.node`;
    expect(asar.statFile(archive, binary).unpacked).toBe(true);
    expect(statSync(join(unpacked, binary)).size).toBeGreaterThan(100_000);
  });

  it('flips the fuses', async () => {
    const wire = await fuses.getCurrentFuseWire(executable);
    const option = fuses.FuseV1Options;
    expect({
      runAsNode: wire[option['RunAsNode']!],
      nodeOptions: wire[option['EnableNodeOptionsEnvironmentVariable']!],
      inspect: wire[option['EnableNodeCliInspectArguments']!],
      onlyAsar: wire[option['OnlyLoadAppFromAsar']!],
      asarIntegrity: wire[option['EnableEmbeddedAsarIntegrityValidation']!],
      cookieEncryption: wire[option['EnableCookieEncryption']!],
      fileProtocol: wire[option['GrantFileProtocolExtraPrivileges']!],
    }).toEqual({
      runAsNode: OFF,
      nodeOptions: OFF,
      inspect: OFF,
      onlyAsar: ON,
      asarIntegrity: ON,
      cookieEncryption: ON,
      fileProtocol: OFF, // the renderer is served from app://, so file:// needs no privileges
    });
  });
});
