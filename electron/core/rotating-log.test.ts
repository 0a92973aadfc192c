import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RotatingLog } from './rotating-log.ts';

const folder = () => mkdtemp(join(tmpdir(), 'spyglass-log-'));

describe('RotatingLog', () => {
  it('creates its folder and appends one line per entry, line breaks flattened', async () => {
    const dir = join(await folder(), 'logs');
    const log = new RotatingLog({ dir });
    log.append('first');
    log.append('second\nforged line');
    await log.flush();
    expect(await readFile(join(dir, 'spyglass.log'), 'utf8')).toBe('first\nsecond forged line\n');
  });

  it('sets a full file aside and keeps only the newest few', async () => {
    const dir = await folder();
    const log = new RotatingLog({ dir, maxBytes: 20, keep: 2 });
    for (let index = 0; index < 10; index++) log.append(`line ${index} ....`); // 16 bytes: one a file
    await log.flush();
    expect((await readdir(dir)).sort()).toEqual(['spyglass.1.log', 'spyglass.2.log', 'spyglass.log']);
    expect(await readFile(join(dir, 'spyglass.log'), 'utf8')).toBe('line 9 ....\n');
    expect(await log.tail(5)).toEqual(['line 7 ....', 'line 8 ....', 'line 9 ....']);
  });

  it('reads the last lines across files, oldest first, and continues a file from an earlier run', async () => {
    const dir = await folder();
    const first = new RotatingLog({ dir, maxBytes: 40 });
    for (let index = 0; index < 6; index++) first.append(`entry ${index}`);
    await first.flush();
    const second = new RotatingLog({ dir, maxBytes: 40 });
    second.append('entry 6');
    expect(await second.tail(4)).toEqual(['entry 3', 'entry 4', 'entry 5', 'entry 6']);
    expect(await second.tail(100)).toEqual([0, 1, 2, 3, 4, 5, 6].map((index) => `entry ${index}`));
  });

  it('never throws when the folder cannot be written', async () => {
    const blocked = join(await folder(), 'file');
    await import('node:fs/promises').then((fs) => fs.writeFile(blocked, 'not a folder'));
    const log = new RotatingLog({ dir: join(blocked, 'logs') });
    log.append('lost');
    await expect(log.flush()).resolves.toBeUndefined();
    expect(await log.tail(10)).toEqual([]);
  });
});
