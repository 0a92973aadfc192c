// Runs against the real OS keychain (on Linux: a Secret Service, see scripts/test.ts).
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { KeychainSecretStore, openSecretStore } from './secret-store.ts';

const run = promisify(execFile);
const service = `Spyglass-test-${randomUUID()}`;
const store = new KeychainSecretStore(service);

/** Reads the keychain with the platform's own tool, not with our library. */
async function readIndependently(name: string): Promise<string | null> {
  try {
    if (process.platform === 'linux')
      return (await run('secret-tool', ['lookup', 'service', service, 'username', name])).stdout;
    if (process.platform === 'darwin')
      return (await run('security', ['find-generic-password', '-s', service, '-a', name, '-w'])).stdout.trimEnd();
  } catch {
    return null;
  }
  return null; // Windows: no stock command-line reader; the round trip below still runs
}

afterAll(async () => {
  for (const name of ['account:a1', 'account:a2']) await store.delete(name).catch(() => undefined);
});

describe('the OS keychain', () => {
  it('is found and used', async () => {
    const opened = await openSecretStore(service);
    expect(opened.problem).toBeNull();
    expect(opened.store.persistent).toBe(true);
  });

  it('really holds what Spyglass stores, as the platform tool sees it', async () => {
    const key = `key-${randomUUID()}`;
    await store.set('account:a1', key);
    expect(await store.get('account:a1')).toBe(key);
    if (process.platform !== 'win32') expect(await readIndependently('account:a1')).toBe(key);
    await store.delete('account:a1');
    expect(await store.get('account:a1')).toBeNull();
    if (process.platform !== 'win32') expect(await readIndependently('account:a1')).toBeNull();
  });

  it('keeps entries apart by name and survives another process reading them', async () => {
    await store.set('account:a1', 'one');
    await store.set('account:a2', 'two');
    const script = `import { KeychainSecretStore } from ${JSON.stringify(new URL('./secret-store.ts', import.meta.url).pathname)};
      const s = new KeychainSecretStore(${JSON.stringify(service)});
      console.log(JSON.stringify([await s.get('account:a1'), await s.get('account:a2')]));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
    expect(JSON.parse(stdout)).toEqual(['one', 'two']);
  });

  it.runIf(process.platform === 'linux')(
    'falls back to memory, saying why, when there is no Secret Service',
    async () => {
      const script = `import { openSecretStore } from ${JSON.stringify(new URL('./secret-store.ts', import.meta.url).pathname)};
      const o = await openSecretStore(${JSON.stringify(service)});
      console.log(JSON.stringify({ persistent: o.store.persistent, problem: o.problem }));`;
      const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
        env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/bus' },
      });
      const result = JSON.parse(stdout) as { persistent: boolean; problem: string };
      expect(result.persistent).toBe(false);
      expect(result.problem).toMatch(/system keychain is not available .*kept in memory until Spyglass quits/);
    },
  );
});
