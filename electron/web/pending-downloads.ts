// The browser host's exports between being saved and being downloaded: the page fetches each
// one at once, but a page that is closed or whose download is blocked never does, and an export
// can be 64 MB. So each is dropped a while after it was saved, and all of them together are
// capped: saving past the cap drops the oldest ones first.
import type { SavedExport } from '../core/exporter.ts';

export interface PendingDownloadLimits {
  /** How long a saved export waits for its download. */
  ttlMs: number;
  /** The most bytes all exports waiting for their download may hold. */
  maxBytes: number;
}

/** Two minutes is ample for a page that starts its download as soon as the export is saved. */
export const DEFAULT_DOWNLOAD_LIMITS: PendingDownloadLimits = { ttlMs: 2 * 60_000, maxBytes: 128 * 1024 * 1024 };

export class PendingDownloads {
  /** In the order they were saved, oldest first (a Map keeps insertion order). */
  private readonly waiting = new Map<string, { file: SavedExport; timer: NodeJS.Timeout }>();
  private held = 0;
  private readonly limits: PendingDownloadLimits;

  constructor(limits: PendingDownloadLimits = DEFAULT_DOWNLOAD_LIMITS) {
    this.limits = limits;
  }

  /** The bytes held for downloads not yet taken. */
  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.waiting.size;
  }

  /**
   * Keeps `file` under `token` until it is taken or its time is up. Older exports not yet taken
   * make room for it: the newest export is the one the user just asked for.
   */
  add(token: string, file: SavedExport): void {
    for (const [oldest] of this.waiting) {
      if (this.held + file.bytes.length <= this.limits.maxBytes) break;
      this.drop(oldest);
    }
    // The timer alone must not keep the process alive: closing the host drops them all anyway.
    const timer = setTimeout(() => this.drop(token), this.limits.ttlMs).unref();
    this.waiting.set(token, { file, timer });
    this.held += file.bytes.length;
  }

  /** The export under `token`, once: a download link works one time. */
  take(token: string): SavedExport | undefined {
    const entry = this.waiting.get(token);
    if (!entry) return undefined;
    this.drop(token);
    return entry.file;
  }

  clear(): void {
    for (const token of [...this.waiting.keys()]) this.drop(token);
  }

  private drop(token: string): void {
    const entry = this.waiting.get(token);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.waiting.delete(token);
    this.held -= entry.file.bytes.length;
  }
}
