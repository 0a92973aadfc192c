// When and how the desktop app updates itself, around electron-updater's AppUpdater: a check at
// start and every few hours, never while the renderer runs a bulk export (the check waits for it
// to end), downloads in the background (electron-updater checks the sha512 from the feed), installs
// when the app quits, or at once only when the user asks. Free of runtime `electron` imports, so
// tests drive it under Node with a real AppUpdater and a loopback feed.
import type { AppUpdater, ProgressInfo, UpdateInfo } from 'electron-updater';
import type { UpdateStatus } from '../../shared/bridge.ts';

/** Four hours: often enough that a fix arrives the same day, rare enough to cost nothing. */
export const CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;

/** The parts of AppUpdater the policy uses (a test may hand a stand-in for quitAndInstall). */
export type Updater = Pick<
  AppUpdater,
  'autoDownload' | 'autoInstallOnAppQuit' | 'checkForUpdates' | 'quitAndInstall' | 'on'
>;

export interface UpdatePolicyOptions {
  currentVersion: string;
  /** null when updates cannot apply here; `unavailableReason` says why. */
  updater: Updater | null;
  unavailableReason?: string;
  automatic: boolean;
  intervalMs?: number;
  /** Told every change of the status (main rebuilds the menu and tells the renderer). */
  onChange?: (status: UpdateStatus) => void;
}

type Timer = ReturnType<typeof setInterval>;

export class UpdatePolicy {
  private status: UpdateStatus;
  private readonly updater: Updater | null;
  private readonly intervalMs: number;
  private readonly onChange: (status: UpdateStatus) => void;
  private timer: Timer | null = null;
  private started = false;
  /** Long tasks running in the renderer (bulk exports); checks wait while any runs. */
  private busyCount = 0;
  private deferred = false;

  constructor(options: UpdatePolicyOptions) {
    this.updater = options.updater;
    this.intervalMs = options.intervalMs ?? CHECK_INTERVAL_MS;
    this.onChange = options.onChange ?? (() => undefined);
    this.status = options.updater
      ? { state: 'idle', currentVersion: options.currentVersion, automatic: options.automatic }
      : {
          state: 'unavailable',
          currentVersion: options.currentVersion,
          automatic: options.automatic,
          reason: options.unavailableReason ?? 'Updates cannot apply here',
        };
  }

  current(): UpdateStatus {
    return { ...this.status };
  }

  /** Wires the updater's events and, when automatic, checks now and on the schedule. */
  start(): void {
    const updater = this.updater;
    if (!updater || this.started) return;
    this.started = true;
    // Downloaded in the background and installed on quit; electron-updater verifies the sha512.
    updater.autoDownload = true;
    updater.autoInstallOnAppQuit = true;
    updater.on('checking-for-update', () => this.set({ state: 'checking', reason: undefined }));
    updater.on('update-not-available', () =>
      this.set({ state: 'idle', checkedAt: Date.now(), version: undefined, releaseNotes: undefined }),
    );
    updater.on('update-available', (info: UpdateInfo) =>
      this.set({ state: 'downloading', checkedAt: Date.now(), ...found(info) }),
    );
    updater.on('download-progress', (_progress: ProgressInfo) => {
      if (this.status.state !== 'downloading') this.set({ state: 'downloading' });
    });
    updater.on('update-downloaded', (info: UpdateInfo) =>
      this.set({ state: 'ready', reason: undefined, ...found(info) }),
    );
    updater.on('error', (error: Error) => {
      // A failed check or a refused file (sha512 mismatch) is said quietly; the next check tries again.
      if (this.status.state !== 'ready') this.set({ state: 'error', reason: firstLine(error) });
    });
    if (this.status.automatic) this.schedule();
  }

  /** Asks the feed now, unless an update waits already; deferred while the app is busy. */
  check(): UpdateStatus {
    if (!this.updater || !this.started) return this.current();
    if (this.status.state === 'ready' || this.status.state === 'checking' || this.status.state === 'downloading')
      return this.current();
    if (this.busyCount > 0) {
      this.deferred = true;
      return this.current();
    }
    // Failures of the check and of the download (a sha512 mismatch) arrive as the updater's 'error'
    // event; their promises are caught here, or the main process would report them as faults.
    this.updater.checkForUpdates().then(
      (result) => result?.downloadPromise?.catch(() => undefined),
      () => undefined,
    );
    return this.current();
  }

  /** A bulk export started (true) or ended (false); a check asked for meanwhile runs at its end. */
  setBusy(busy: boolean): void {
    this.busyCount = Math.max(0, this.busyCount + (busy ? 1 : -1));
    if (this.busyCount === 0 && this.deferred) {
      this.deferred = false;
      this.check();
    }
  }

  /** The page reloaded: exports it ran are gone, and must not hold checks back for ever. */
  resetBusy(): void {
    if (this.busyCount > 0) {
      this.busyCount = 1;
      this.setBusy(false);
    }
  }

  setAutomatic(automatic: boolean): void {
    if (automatic === this.status.automatic) return;
    this.set({ automatic });
    if (!this.updater || !this.started) return;
    if (automatic) this.schedule();
    else this.unschedule();
  }

  /** Quits and installs at once, only when an update is ready; the user asked. */
  install(): boolean {
    if (!this.updater || this.status.state !== 'ready') return false;
    this.updater.quitAndInstall();
    return true;
  }

  stop(): void {
    this.unschedule();
  }

  private schedule(): void {
    this.unschedule();
    this.check();
    this.timer = setInterval(() => this.check(), this.intervalMs);
    // The schedule alone never keeps the process alive.
    (this.timer as { unref?: () => void }).unref?.();
  }

  private unschedule(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private set(change: Partial<UpdateStatus>): void {
    const next: UpdateStatus = { ...this.status, ...change };
    for (const key of Object.keys(next) as (keyof UpdateStatus)[]) if (next[key] === undefined) delete next[key];
    this.status = next;
    this.onChange(this.current());
  }
}

function found(info: UpdateInfo): Pick<UpdateStatus, 'version' | 'releaseNotes'> {
  return { version: info.version, releaseNotes: releaseNotesText(info.releaseNotes) };
}

/** The feed's notes as plain text: a string, or (GitHub, full changelog) one per version. */
export function releaseNotesText(notes: UpdateInfo['releaseNotes']): string | undefined {
  if (!notes) return undefined;
  const text =
    typeof notes === 'string' ? notes : notes.map((note) => `${note.version}\n${note.note ?? ''}`).join('\n\n');
  // Notes may be HTML (GitHub); the renderer shows text only.
  const plain = text.replace(/<[^>]*>/g, '').trim();
  return plain ? plain.slice(0, 8000) : undefined;
}

const firstLine = (error: Error): string => (error.message || String(error)).split('\n')[0]!.slice(0, 300);
