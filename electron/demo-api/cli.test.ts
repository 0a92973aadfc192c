// The command line: `node electron/demo-api/cli.ts --port 0 ...` prints the address it listens on
// and serves the API there, with the key, seed, fault and event flags it was given.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
let child: ChildProcess | undefined;

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGTERM');
  child = undefined;
});

/** Starts the CLI and resolves with its first line of output. */
function start(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    let out = '';
    let err = '';
    proc.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
    });
    proc.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    proc.on('exit', (code) => reject(new Error(`exited with ${code}: ${err}`)));
  });
}

const LISTENING = 'Demo API listening on ';
/** The demo's own key, which the CLI serves with unless given another. */
const headers = { 'X-API-KEY': 'demo-key' };

/** Starts the CLI on a free port with `args`; the address it serves on. */
async function serve(args: string[]): Promise<string> {
  return (await start(['--port', '0', ...args])).slice(LISTENING.length);
}

/** What `--help` prints. */
async function help(): Promise<string> {
  const proc = spawn(process.execPath, [CLI, '--help'], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  for await (const chunk of proc.stdout) out += String(chunk);
  return out;
}

describe('cli', () => {
  it('prints exactly the listening line and serves on loopback with the given key', async () => {
    const line = await start(['--port', '0', '--key', 'k-123', '--seed', '42']);
    expect(line).toMatch(/^Demo API listening on http:\/\/127\.0\.0\.1:\d+$/);
    const url = line.slice(LISTENING.length);
    const ok = await fetch(`${url}/v2/projects/demo-browser/reports/apdex?timeDur=1d`, {
      headers: { 'X-API-KEY': 'k-123' },
    });
    expect(ok.status).toBe(200);
    const denied = await fetch(`${url}/v2/projects/demo-browser/reports/apdex?timeDur=1d`, { headers });
    expect(denied.status).toBe(401);
  });

  it('applies --fault rules', async () => {
    const url = await serve([
      '--fault',
      'kind=status,status=503,times=1,path=/errors',
      '--fault',
      'kind=drift,mode=null,every=1,path=/reports/errors',
    ]);
    expect((await fetch(`${url}/v2/projects/demo-browser/errors?timeDur=1d&status=Open`, { headers })).status).toBe(
      503,
    );
    expect((await fetch(`${url}/v2/projects/demo-browser/errors?timeDur=1d&status=Open`, { headers })).status).toBe(
      200,
    );
    const drifted = await fetch(`${url}/v2/projects/demo-browser/reports/errors?timeDur=1d`, { headers });
    expect(await drifted.json()).toEqual({ errors: null, events: null, device: { mobile: null, desktop: null } });
  });

  it('--help tells the fault kinds, drift among them', async () => {
    const out = await help();
    expect(out).toMatch(/^Usage:/);
    expect(out).toMatch(/kind=drift,mode=null,every=8/);
    expect(out).toMatch(/mode null .* missing[\s\S]*string/);
  });

  it('refuses bad flags with a usage message', async () => {
    await expect(start(['--port', 'abc'])).rejects.toThrow(/--port/);
    await expect(start(['--fault', 'kind=explode'])).rejects.toThrow(/--fault/);
  });

  it('--help tells the events on demand, one example of each kind', async () => {
    const out = await help();
    expect(out).toMatch(/--event kind=spike,project=demo-browser,factor=6,minutes=30,at=\+10/);
    expect(out).toMatch(/--event kind=new-group,project=demo-browser/);
    expect(out).toMatch(/--event kind=recur,project=demo-apm/);
  });

  it('refuses a bad --event with a usage message, also one only the world can tell (an unknown project)', async () => {
    await expect(start(['--event', 'kind=spike,project=demo-browser,factor=1,minutes=5'])).rejects.toThrow(
      /--event: factor: must be above 1[\s\S]*Usage:/,
    );
    await expect(start(['--event', 'kind=new-group,project=nowhere'])).rejects.toThrow(
      /--event: project: unknown project "nowhere"[\s\S]*Usage:/,
    );
  });

  it('applies --event requests, at the start or at=+<minutes> after it', async () => {
    const url = await serve([
      '--event',
      'kind=spike,project=demo-browser,factor=6,minutes=30,at=+10',
      '--event',
      'kind=new-group,project=demo-apm,message=Queue stalled, again',
    ]);
    const reply = await fetch(`${url}/__demo/events`, { headers });
    const { events } = (await reply.json()) as {
      events: { kind: string; from?: string; until?: string; at?: string; message?: string }[];
    };
    expect(events.map((e) => e.kind)).toEqual(['spike', 'new-group']);
    const [spike, group] = events;
    const startedAt = Date.parse(group?.at ?? '');
    expect(startedAt % 60_000).toBe(0);
    expect(Date.now() - startedAt).toBeLessThan(2 * 60_000);
    expect(Date.parse(spike?.from ?? '') - startedAt).toBe(10 * 60_000);
    expect(Date.parse(spike?.until ?? '') - startedAt).toBe(40 * 60_000);
    expect(group?.message).toBe('Queue stalled, again');
  });

  it('--projects grows the demo to N projects, and refuses more than error ids can tell apart', async () => {
    const url = await serve(['--projects', '100']);
    expect((await fetch(`${url}/v2/projects/demo-p100/reports?timeDur=1d`, { headers })).status).toBe(200);
    expect((await fetch(`${url}/v2/projects/demo-p101/reports?timeDur=1d`, { headers })).status).toBe(404);
    child?.kill('SIGTERM');
    await expect(start(['--projects', '257'])).rejects.toThrow(/--projects/);
  });
});
