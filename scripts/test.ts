// `npm test`: every check of the project in one run. Typecheck, lint and Electronegativity run
// side by side (two cores: 54 s where one after the other took 78), then unit tests, keychain
// tests and Playwright in order, each to the end even when an earlier one failed, so one run shows
// everything. Then a table, and as the last line `N passed, N failed[, N skipped]` over the
// vitest and Playwright tests; a failing stage without failing tests (typecheck, lint, a crash)
// counts as one failure. Exits non-zero when anything failed or no test ran at all.
//
// `npm test -- unit keychain` runs only the stages named (in the usual order); a name that is not
// a stage is an error that lists them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, globSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Stage {
  name: string;
  ok: boolean;
  seconds?: number;
  counts?: Counts;
  note?: string;
}

const root = join(import.meta.dirname, '..');
const reports = join(root, 'test-results');
const windows = process.platform === 'win32';

/** How a command is printed above its output. */
const banner = (command: string, args: string[]) =>
  `\n━━ ${[command, ...args].map((a) => (/[\s"'$|&]/.test(a) ? `'${a}'` : a)).join(' ')}`;

/** Runs a command with live output; returns whether it exited 0 and how long it took. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(banner(command, args));
  const start = performance.now();
  // npm is npm.cmd on Windows, which only a shell can start.
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', shell: windows });
  if (result.error) console.error(result.error.message);
  return { ok: result.status === 0, seconds: (performance.now() - start) / 1000 };
}

/**
 * `run`, beside other commands: the output is held and printed whole, under its banner, when the
 * command ends, so that the outputs of commands run together do not interleave.
 */
function runBeside(command: string, args: string[]): Promise<{ ok: boolean; seconds: number }> {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env, shell: windows });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const end = (ok: boolean, error?: string) => {
      console.log(banner(command, args));
      process.stdout.write(Buffer.concat(output));
      if (error) console.error(error);
      resolve({ ok, seconds: (performance.now() - start) / 1000 });
    };
    child.on('error', (error) => end(false, error.message));
    child.on('close', (code) => end(code === 0));
  });
}

/** An npm script's command line, optionally inside `wrapper` (a command that runs the rest of its arguments). */
function npmCommand(script: string, extraArgs: string[] = [], wrapper: string[] = []): [string, string[]] {
  const [command = 'npm', ...args] = [
    ...wrapper,
    'npm',
    'run',
    '-s',
    script,
    ...(extraArgs.length ? ['--', ...extraArgs] : []),
  ];
  return [command, args];
}

function npmScript(name: string, script: string, extraArgs: string[] = [], wrapper: string[] = [], env = process.env) {
  return { name, ...run(...npmCommand(script, extraArgs, wrapper), env) };
}

/** A check run beside the others (typecheck and lint each use a core and a half). */
async function npmScriptBeside(name: string, script: string): Promise<Stage> {
  return { name, ...(await runBeside(...npmCommand(script))) };
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** Counts from vitest's JSON report (jest's format). */
function vitestCounts(file: string): Counts | undefined {
  const report = readJson(file) as Record<string, number> | undefined;
  if (!report) return undefined;
  return {
    passed: report['numPassedTests'] ?? 0,
    failed: report['numFailedTests'] ?? 0,
    skipped: (report['numPendingTests'] ?? 0) + (report['numTodoTests'] ?? 0),
  };
}

/** A vitest run through its npm script, with a JSON report to count from. */
function vitest(name: string, script: string, wrapper: string[] = [], env = process.env): Stage {
  const file = join(reports, `${name}.json`);
  rmSync(file, { force: true });
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
  return { ...npmScript(name, script, reporters, wrapper, env), counts: vitestCounts(file) };
}

function onPath(command: string) {
  return (process.env['PATH'] ?? '').split(delimiter).some((dir) => existsSync(join(dir, command)));
}

/**
 * Keychain tests touch the OS keychain. On Linux they get a private D-Bus session with an unlocked
 * gnome-keyring and a throwaway home, so they never see (or litter) a real keyring; macOS and
 * Windows have a keychain for the user already.
 */
function keychain(): Stage {
  const files = globSync('**/*.keychain.test.ts', { cwd: root, exclude: ['**/node_modules', '.git'] });
  if (files.length === 0) return { name: 'keychain', ok: true, note: 'no *.keychain.test.ts files' };

  const isolate = process.platform === 'linux' && onPath('dbus-run-session') && onPath('gnome-keyring-daemon');
  if (!isolate) {
    if (process.platform === 'linux')
      console.log('\nNo dbus-run-session/gnome-keyring-daemon: using the session keyring.');
    return vitest('keychain', 'test:keychain');
  }
  const home = mkdtempSync(join(tmpdir(), 'spyglass-keychain-'));
  // The runtime dir holds the keyring's control socket: never share a desktop's one.
  const runtime = join(home, 'run');
  mkdirSync(runtime, { mode: 0o700 });
  const env = {
    ...process.env,
    HOME: home,
    XDG_DATA_HOME: join(home, 'data'),
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_RUNTIME_DIR: runtime,
  };
  const unlock = 'echo -n pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null && exec "$@"';
  try {
    return vitest('keychain', 'test:keychain', ['dbus-run-session', '--', 'sh', '-c', unlock, 'sh'], env);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

interface PlaywrightReport {
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}
interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: { tests: { annotations: { type: string; description?: string }[] }[] }[];
}

/** Why tests were skipped, e.g. a missing Electron binary: the list reporter does not say. */
function skipReasons(suites: PlaywrightSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((t) =>
        t.annotations.flatMap((a) => (a.type === 'skip' && a.description ? [a.description] : [])),
      ),
    ),
    ...skipReasons(suite.suites),
  ]);
}

function playwright(): Stage {
  const file = join(reports, 'playwright.json'); // where playwright.config.ts puts it
  rmSync(file, { force: true });
  const stage = npmScript('e2e', 'test:e2e', ['--pass-with-no-tests']);
  const report = readJson(file) as PlaywrightReport | undefined;
  const stats = report?.stats;
  const reasons = [...new Set(skipReasons(report?.suites))];
  return {
    ...stage,
    counts: stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped },
    ...(reasons.length ? { note: `skipped: ${reasons.join('; ')}` } : {}),
  };
}

// The checks side by side, then the test stages in this order, one after the other. `tests`:
// whether the stage runs tests (see `ranNone`).
const STAGES: { name: string; tests: boolean; run: () => Promise<Stage> }[] = [
  { name: 'typecheck', tests: false, run: () => npmScriptBeside('typecheck', 'typecheck') },
  { name: 'lint', tests: false, run: () => npmScriptBeside('lint', 'lint') },
  {
    name: 'electronegativity',
    tests: false,
    run: () => npmScriptBeside('electronegativity', 'check:electronegativity'),
  },
  { name: 'unit', tests: true, run: async () => vitest('unit', 'test:unit') },
  { name: 'keychain', tests: true, run: async () => keychain() },
  { name: 'e2e', tests: true, run: async () => playwright() },
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown stage ${unknown.map((name) => `"${name}"`).join(', ')}. The stages: ${STAGES.map((stage) => stage.name).join(', ')}.`,
  );
  process.exit(2);
}
const chosen = asked.length === 0 ? STAGES : STAGES.filter((stage) => asked.includes(stage.name));
const checks = chosen.filter((stage) => !stage.tests);
const stages: Stage[] = await Promise.all(checks.map((stage) => stage.run()));
for (const stage of chosen.filter((stage) => stage.tests)) stages.push(await stage.run());

const summarize = ({ passed, failed, skipped }: Counts) =>
  `${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : '');

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const rows = stages.map((stage) => {
  const counts = stage.counts ?? { passed: 0, failed: 0, skipped: 0 };
  total.passed += counts.passed;
  total.skipped += counts.skipped;
  total.failed += !stage.ok && counts.failed === 0 ? 1 : counts.failed;
  const result = stage.seconds === undefined ? 'skipped' : stage.ok ? 'ok' : 'FAILED';
  const time = stage.seconds === undefined ? '' : `${stage.seconds.toFixed(1)}s`;
  return [stage.name, result, stage.counts ? summarize(stage.counts) : '', time, stage.note ?? ''];
});

const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
console.log('\n━━ summary');
for (const row of rows) {
  console.log(
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}
// Typecheck, lint and Electronegativity alone run no tests, and are not meant to.
const ranNone = total.passed + total.failed + total.skipped === 0 && chosen.some((stage) => stage.tests);
if (ranNone) console.log('\nNo tests ran.');
console.log(`\n${summarize(total)}`);
process.exitCode = total.failed > 0 || ranNone ? 1 : 0;
