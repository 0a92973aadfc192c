// The policy around a real electron-updater (AppImageUpdater, generic provider) and a feed on
// loopback: found, downloaded and verified by sha512; a corrupt file refused; installed on quit,
// or at once only when asked. Only the install itself is recorded instead of run (testing/update-feed.ts).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdateStatus } from '../../shared/bridge.ts';
import { RecordingAppImageUpdater, serveFeed, TestAppAdapter, type Feed } from './testing/update-feed.ts';
import { UpdatePolicy } from './update-policy.ts';

const NEW_BUILD = Buffer.from('#!/bin/sh\necho "Spyglass 1.2.0"\n'.repeat(2000));

describe('UpdatePolicy with electron-updater and a loopback feed', () => {
  let dir: string;
  let feed: Feed | null = null;
  let policy: UpdatePolicy | null = null;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'spyglass-updates-'));
    // The AppImage this "installed" app runs from; the updater would replace it.
    const running = join(dir, 'Spyglass-1.1.0.AppImage');
    writeFileSync(running, 'old build');
    vi.stubEnv('APPIMAGE', running);
  });
  afterEach(async () => {
    policy?.stop();
    await feed?.close();
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  async function start(options: { current: string; served?: Buffer }) {
    feed = await serveFeed({
      version: '1.2.0',
      file: NEW_BUILD,
      served: options.served,
      releaseNotes: 'Faster lists.\nA fix for the cache.',
    });
    const app = new TestAppAdapter(options.current, dir, feed.url);
    const updater = new RecordingAppImageUpdater(app);
    const seen: UpdateStatus[] = [];
    policy = new UpdatePolicy({
      currentVersion: options.current,
      updater,
      automatic: true,
      onChange: (status) => seen.push(status),
    });
    policy.start();
    return { app, updater, seen, policy };
  }

  const settled = (policy: UpdatePolicy) =>
    vi.waitFor(() => expect(['ready', 'error', 'idle']).toContain(policy.current().state), {
      timeout: 10_000,
      interval: 20,
    });

  it('finds a newer version at start, downloads it in the background and checks its sha512', async () => {
    const { updater, seen, policy } = await start({ current: '1.1.0' });
    await settled(policy);
    expect(policy.current()).toMatchObject({
      state: 'ready',
      version: '1.2.0',
      currentVersion: '1.1.0',
      releaseNotes: 'Faster lists.\nA fix for the cache.',
      automatic: true,
    });
    expect(seen.map((status) => status.state)).toEqual(expect.arrayContaining(['checking', 'downloading', 'ready']));
    expect(feed!.requests).toEqual(['/latest-linux.yml', '/Spyglass-1.2.0.AppImage']);
    expect(readFileSync(updater.downloadedFile!)).toEqual(NEW_BUILD);
    // Nothing installs until the app quits or the user asks.
    expect(updater.installs).toEqual([]);
  });

  it('refuses a file whose sha512 differs from the feed, and says so', async () => {
    const corrupt = Buffer.from(NEW_BUILD);
    corrupt[100] = corrupt[100]! ^ 0xff;
    const { updater, policy } = await start({ current: '1.1.0', served: corrupt });
    await settled(policy);
    expect(policy.current()).toMatchObject({
      state: 'error',
      reason: expect.stringMatching(/sha512 checksum mismatch/),
    });
    expect(updater.downloadedFile).toBeNull();
    expect(policy.install()).toBe(false);
    expect(updater.installs).toEqual([]);
  });

  it('stays idle when the feed has no newer version', async () => {
    const { policy } = await start({ current: '1.2.0' });
    await settled(policy);
    expect(policy.current()).toMatchObject({ state: 'idle', currentVersion: '1.2.0' });
    expect(policy.current().checkedAt).toBeTypeOf('number');
    expect(feed!.requests).toEqual(['/latest-linux.yml']);
  });

  it('installs the downloaded update when the app quits, silently and without relaunching', async () => {
    const { app, updater, policy } = await start({ current: '1.1.0' });
    await settled(policy);
    app.emitQuit(0);
    expect(updater.installs).toEqual([{ isSilent: true, isForceRunAfter: false }]);
    expect(app.quits).toBe(0);
  });

  it('installs at once only when asked, then quits the app', async () => {
    const { app, updater, policy } = await start({ current: '1.1.0' });
    await settled(policy);
    expect(updater.installs).toEqual([]);
    expect(policy.install()).toBe(true);
    expect(updater.installs).toHaveLength(1);
    expect(app.quits).toBe(1);
    // The quit that follows does not install a second time.
    app.emitQuit(0);
    expect(updater.installs).toHaveLength(1);
  });

  it('leaves the running AppImage alone while downloading', async () => {
    const { policy } = await start({ current: '1.1.0' });
    await settled(policy);
    expect(readFileSync(process.env['APPIMAGE']!, 'utf8')).toBe('old build');
    expect(existsSync(join(dir, 'cache', 'spyglass-updater', 'pending'))).toBe(true);
  });
});
