// Test runs make many temporary folders (user data, caches, browser profiles). They all go into
// one folder per run, made the temporary folder of the run's processes and removed at its end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Points this process's (and its children's) temporary folder at a fresh one; returns its removal. */
export function scratchTmpdir(name: string): () => void {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  // os.tmpdir() reads TMPDIR on POSIX and TEMP / TMP on Windows, each time it is called.
  for (const key of ['TMPDIR', 'TEMP', 'TMP']) process.env[key] = dir;
  return () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}
