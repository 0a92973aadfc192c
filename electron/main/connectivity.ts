// The machine's state, told to the watch: asleep from 'suspend' to 'resume', offline while the OS
// says the network is gone (Electron's main process has no online/offline events, so it asks the
// OS every half minute). Only changes are told: back online, the watch looks again at once, in one
// check that covers the gap (never a burst of the missed ones).
import { net, powerMonitor } from 'electron';
import type { Connectivity, WatchService } from '../core/watch/watch-service.ts';

/** How often the network is asked after: a watch that looks every few minutes notices within this. */
export const ONLINE_POLL_MS = 30_000;

export function connectivityOf(asleep: boolean, online: boolean): Connectivity {
  if (asleep) return 'asleep';
  return online ? 'online' : 'offline';
}

/** Tells the watch when the machine sleeps, wakes, loses or finds the network; returns the removal. */
export function followConnectivity(watch: Pick<WatchService, 'setConnectivity'>, pollMs = ONLINE_POLL_MS): () => void {
  let asleep = false;
  let online = net.isOnline();
  // The watch starts online: only a difference from that is news.
  let told: Connectivity = 'online';
  const tell = () => {
    const now = connectivityOf(asleep, online);
    if (now === told) return;
    told = now;
    watch.setConnectivity(now);
  };
  const suspend = () => {
    asleep = true;
    tell();
  };
  const resume = () => {
    asleep = false;
    online = net.isOnline();
    tell();
  };
  const poll = setInterval(() => {
    if (asleep) return;
    online = net.isOnline();
    tell();
  }, pollMs);
  powerMonitor.on('suspend', suspend);
  powerMonitor.on('resume', resume);
  tell();
  return () => {
    clearInterval(poll);
    powerMonitor.off('suspend', suspend);
    powerMonitor.off('resume', resume);
  };
}
