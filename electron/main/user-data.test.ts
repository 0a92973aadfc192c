import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { userDataDir } from './user-data.ts';

const base = { appData: '/home/u/.config', appName: 'Spyglass' };

describe('userDataDir', () => {
  it('is the app’s folder in the application-data folder', () => {
    expect(userDataDir({ ...base, override: undefined, packaged: true })).toBe(join('/home/u/.config', 'Spyglass'));
    expect(userDataDir({ ...base, override: '', packaged: false })).toBe(join('/home/u/.config', 'Spyglass'));
  });

  it('takes SPYGLASS_USER_DATA in an unpackaged build', () => {
    expect(userDataDir({ ...base, override: 'tmp/data', packaged: false })).toBe(resolve('tmp/data'));
  });

  it('ignores SPYGLASS_USER_DATA in a packaged build', () => {
    expect(userDataDir({ ...base, override: '/tmp/elsewhere', packaged: true })).toBe(
      join('/home/u/.config', 'Spyglass'),
    );
  });
});
