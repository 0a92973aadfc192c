// The policy's timing with a stand-in updater (the feed tests use the real one): when it checks,
// what holds a check back, and what it never does on its own.
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_INTERVAL_MS, releaseNotesText, UpdatePolicy, type Updater } from './update-policy.ts';

/** Counts checks and installs; events are emitted by the test as electron-updater would. */
function standIn() {
  const events = new EventEmitter();
  const updater = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    checkForUpdates: vi.fn(async () => null),
    quitAndInstall: vi.fn(),
    on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
    emit: (event: string, ...args: unknown[]) => events.emit(event, ...args),
  };
  return updater;
}

function policyWith(options: { automatic?: boolean } = {}) {
  const updater = standIn();
  const onChange = vi.fn();
  const policy = new UpdatePolicy({
    currentVersion: '1.1.0',
    updater: updater as unknown as Updater,
    automatic: options.automatic ?? true,
    onChange,
  });
  return { updater, policy, onChange };
}

describe('UpdatePolicy', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 2, 2, 11, 5) }));
  afterEach(() => vi.useRealTimers());

  it('downloads in the background and installs on quit', () => {
    const { updater, policy } = policyWith();
    policy.start();
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
    policy.stop();
  });

  it('checks at start, then every four hours', () => {
    const { updater, policy } = policyWith();
    policy.start();
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(CHECK_INTERVAL_MS - 1);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(CHECK_INTERVAL_MS * 2);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(4);
    policy.stop();
    vi.advanceTimersByTime(CHECK_INTERVAL_MS * 2);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(4);
  });

  it('never checks during a bulk export: the check waits for its end', () => {
    const { updater, policy } = policyWith();
    policy.setBusy(true);
    policy.start();
    vi.advanceTimersByTime(CHECK_INTERVAL_MS);
    policy.check();
    expect(updater.checkForUpdates).not.toHaveBeenCalled();
    // Two exports at once: the check waits for both.
    policy.setBusy(true);
    policy.setBusy(false);
    expect(updater.checkForUpdates).not.toHaveBeenCalled();
    policy.setBusy(false);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    // Nothing was owed after that.
    policy.setBusy(true);
    policy.setBusy(false);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    policy.stop();
  });

  it('does not let a reloaded page hold checks back', () => {
    const { updater, policy } = policyWith();
    policy.setBusy(true);
    policy.setBusy(true);
    policy.start();
    policy.resetBusy();
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    policy.stop();
  });

  it('with automatic updates off, checks only when asked; on again, at once and on the schedule', () => {
    const { updater, policy } = policyWith({ automatic: false });
    policy.start();
    vi.advanceTimersByTime(CHECK_INTERVAL_MS * 3);
    expect(updater.checkForUpdates).not.toHaveBeenCalled();
    policy.check();
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    policy.setAutomatic(true);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(CHECK_INTERVAL_MS);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(3);
    policy.setAutomatic(false);
    vi.advanceTimersByTime(CHECK_INTERVAL_MS * 3);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(3);
    expect(policy.current().automatic).toBe(false);
  });

  it('follows the updater to ready, and installs at once only when asked', () => {
    const { updater, policy, onChange } = policyWith();
    policy.start();
    expect(policy.install()).toBe(false);
    updater.emit('checking-for-update');
    updater.emit('update-available', { version: '1.2.0', releaseNotes: '<p>Faster lists.</p>' });
    expect(policy.current()).toMatchObject({ state: 'downloading', version: '1.2.0', releaseNotes: 'Faster lists.' });
    updater.emit('update-downloaded', { version: '1.2.0', releaseNotes: '<p>Faster lists.</p>' });
    expect(policy.current()).toMatchObject({ state: 'ready', version: '1.2.0' });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'ready' }));
    // A ready update is not looked for again, and an error of a later check does not hide it.
    vi.advanceTimersByTime(CHECK_INTERVAL_MS);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    updater.emit('error', new Error('net::ERR_INTERNET_DISCONNECTED'));
    expect(policy.current().state).toBe('ready');
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
    expect(policy.install()).toBe(true);
    expect(updater.quitAndInstall).toHaveBeenCalledOnce();
    policy.stop();
  });

  it('says a failed check quietly, and the next check clears it', () => {
    const { updater, policy } = policyWith();
    policy.start();
    updater.emit('error', new Error('getaddrinfo ENOTFOUND updates.spyglass.dev\n    at stack'));
    expect(policy.current()).toMatchObject({ state: 'error', reason: 'getaddrinfo ENOTFOUND updates.spyglass.dev' });
    updater.emit('checking-for-update');
    updater.emit('update-not-available', { version: '1.1.0' });
    expect(policy.current()).toEqual({
      state: 'idle',
      currentVersion: '1.1.0',
      automatic: true,
      checkedAt: Date.now(),
    });
    policy.stop();
  });

  it('where updates cannot apply, says why and does nothing', () => {
    const policy = new UpdatePolicy({
      currentVersion: '1.1.0',
      updater: null,
      unavailableReason: 'Not packaged',
      automatic: true,
    });
    policy.start();
    expect(policy.check()).toEqual({
      state: 'unavailable',
      reason: 'Not packaged',
      currentVersion: '1.1.0',
      automatic: true,
    });
    expect(policy.install()).toBe(false);
    policy.setAutomatic(false);
    expect(policy.current()).toMatchObject({ state: 'unavailable', automatic: false });
  });
});

describe('releaseNotesText', () => {
  it('reads a string or a list of notes as text', () => {
    expect(releaseNotesText(undefined)).toBeUndefined();
    expect(releaseNotesText('<ul><li>One</li></ul>')).toBe('One');
    expect(
      releaseNotesText([
        { version: '1.2.0', note: 'Two' },
        { version: '1.1.5', note: null },
      ]),
    ).toBe('1.2.0\nTwo\n\n1.1.5');
  });
});
