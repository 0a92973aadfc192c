// The watch hears when the machine sleeps and wakes and when the network goes and comes back,
// once per change.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectivityOf, followConnectivity, ONLINE_POLL_MS } from './connectivity.ts';
import { net, powerMonitor, resetFakeElectron } from './testing/fake-electron.ts';
import { FakeWatch } from './testing/fake-watch.ts';

vi.mock('electron', () => import('./testing/fake-electron.ts'));

beforeEach(() => {
  resetFakeElectron();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('connectivityOf', () => {
  it('asleep over everything, then the network', () => {
    expect(connectivityOf(true, true)).toBe('asleep');
    expect(connectivityOf(true, false)).toBe('asleep');
    expect(connectivityOf(false, false)).toBe('offline');
    expect(connectivityOf(false, true)).toBe('online');
  });
});

describe('followConnectivity', () => {
  it('suspend makes the watch asleep, resume online again', () => {
    const watch = new FakeWatch();
    followConnectivity(watch);
    expect(watch.connectivity).toEqual([]);
    powerMonitor.emit('suspend');
    expect(watch.connectivity).toEqual(['asleep']);
    powerMonitor.emit('resume');
    expect(watch.connectivity).toEqual(['asleep', 'online']);
  });

  it('wakes offline when the network did not come back with the machine', () => {
    const watch = new FakeWatch();
    followConnectivity(watch);
    powerMonitor.emit('suspend');
    net.online = false;
    powerMonitor.emit('resume');
    expect(watch.connectivity).toEqual(['asleep', 'offline']);
  });

  it('follows the network, asked every half minute, telling only changes', () => {
    const watch = new FakeWatch();
    followConnectivity(watch);
    net.online = false;
    vi.advanceTimersByTime(ONLINE_POLL_MS - 1);
    expect(watch.connectivity).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(watch.connectivity).toEqual(['offline']);
    vi.advanceTimersByTime(ONLINE_POLL_MS * 3);
    expect(watch.connectivity).toEqual(['offline']);
    net.online = true;
    vi.advanceTimersByTime(ONLINE_POLL_MS);
    expect(watch.connectivity).toEqual(['offline', 'online']);
  });

  it('starts offline when the network is gone at launch', () => {
    net.online = false;
    const watch = new FakeWatch();
    followConnectivity(watch);
    expect(watch.connectivity).toEqual(['offline']);
  });

  it('stays asleep while the machine sleeps, whatever the network', () => {
    const watch = new FakeWatch();
    followConnectivity(watch);
    powerMonitor.emit('suspend');
    net.online = false;
    vi.advanceTimersByTime(ONLINE_POLL_MS * 2);
    expect(watch.connectivity).toEqual(['asleep']);
  });

  it('stops when removed', () => {
    const watch = new FakeWatch();
    const stop = followConnectivity(watch);
    stop();
    powerMonitor.emit('suspend');
    net.online = false;
    vi.advanceTimersByTime(ONLINE_POLL_MS);
    expect(watch.connectivity).toEqual([]);
  });
});
