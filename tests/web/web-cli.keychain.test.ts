// `npm run web` as users run it, on a real keychain: the demo account's key is stored in the OS
// keychain (read back by the platform's own tool), and the contract answers through the host.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { pageBridge } from '../testing/bridge-socket.ts';
import { reportRequest } from '../testing/requests.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
const cli = spawn(
  process.execPath,
  ['electron/web/cli.ts', '--port', '0', '--user-data', await mkdtemp(join(tmpdir(), 'spyglass-cli-'))],
  { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
);
let output = '';
const launchUrl = new Promise<string>((resolve, reject) => {
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    const match = /Spyglass is running at (http:\/\/127\.0\.0\.1:\d+\/#secret=[\w-]+)/.exec(output);
    if (match?.[1]) resolve(match[1]);
  };
  cli.stdout.on('data', read);
  cli.stderr.on('data', read);
  cli.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
});
afterAll(() => void cli.kill('SIGTERM'));

describe('npm run web on the real keychain', () => {
  it('keeps the demo key in the keychain and serves the contract', async () => {
    const url = new URL(await launchUrl);
    const secret = url.hash.replace('#secret=', '');
    expect(output).not.toMatch(/keychain is not available/);
    const page = pageBridge({ url: url.origin, secret });
    const call = (channel: string, body: unknown) => page.ask(channel, body);
    expect(await call('app.info', {})).toMatchObject({
      ok: true,
      value: { host: 'web', keychain: 'available', demo: true },
    });
    const report = await call('api.get', reportRequest());
    expect(report).toMatchObject({
      ok: true,
      value: { source: 'network', data: { pages: { throughput: expect.any(Number) } } },
    });
    if (process.platform === 'linux') {
      const { stdout } = await run('secret-tool', ['lookup', 'service', 'Spyglass', 'username', 'account:demo']);
      expect(stdout).toMatch(/^[0-9a-f]{48}$/);
    }
    page.close();
  });
});
