// A small append-only log file with rotation: `spyglass.log`, and the older `spyglass.1.log` …
// `spyglass.<keep>.log`, each at most about `maxBytes`. Plain Node (no Electron), so the desktop
// app and the browser host log alike. Writes are queued in order and never throw: a full or
// read-only disk costs the log, never the request that was being logged.
import { appendFile, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface RotatingLogOptions {
  dir: string;
  /** The file's name without `.log`. */
  name?: string;
  /** A file past this size is set aside before the next line. */
  maxBytes?: number;
  /** How many set-aside files to keep. */
  keep?: number;
}

export class RotatingLog {
  readonly dir: string;
  private readonly name: string;
  private readonly maxBytes: number;
  private readonly keep: number;
  private size: number | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(options: RotatingLogOptions) {
    this.dir = options.dir;
    this.name = options.name ?? 'spyglass';
    this.maxBytes = options.maxBytes ?? 1024 * 1024;
    this.keep = options.keep ?? 3;
  }

  /** The current file, then the set-aside ones, newest first. */
  files(): string[] {
    return [
      join(this.dir, `${this.name}.log`),
      ...Array.from({ length: this.keep }, (_, index) => join(this.dir, `${this.name}.${index + 1}.log`)),
    ];
  }

  /** Appends one line (line breaks in it are flattened, so a line is always one entry). */
  append(line: string): void {
    const text = `${line.replace(/[\r\n]+/g, ' ')}\n`;
    this.queue = this.queue.then(() => this.write(text)).catch(() => undefined);
  }

  /** Resolves once every line appended so far is on disk (or given up). */
  flush(): Promise<void> {
    return this.queue;
  }

  /** The last `count` lines, oldest first, across the rotated files. */
  async tail(count: number): Promise<string[]> {
    await this.flush();
    const lines: string[] = [];
    for (const file of this.files()) {
      if (lines.length >= count) break;
      const text = await readFile(file, 'utf8').catch(() => '');
      const fileLines = text.split('\n').filter((line) => line.length > 0);
      lines.unshift(...fileLines.slice(Math.max(0, fileLines.length - (count - lines.length))));
    }
    return lines;
  }

  private async write(text: string): Promise<void> {
    const bytes = Buffer.byteLength(text);
    const [current] = this.files();
    if (this.size === null) {
      await mkdir(this.dir, { recursive: true });
      this.size = await stat(current!).then(
        (info) => info.size,
        () => 0,
      );
    }
    if (this.size > 0 && this.size + bytes > this.maxBytes) await this.rotate();
    await appendFile(current!, text, { mode: 0o600 });
    this.size += bytes;
  }

  private async rotate(): Promise<void> {
    const files = this.files();
    await rm(files[files.length - 1]!, { force: true });
    for (let index = files.length - 2; index >= 0; index--) {
      await rename(files[index]!, files[index + 1]!).catch(() => undefined);
    }
    this.size = 0;
  }
}
