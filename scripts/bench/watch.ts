// The watch's cost: an hour of it at the default cadence for 1, 10 and 100 watched projects,
// against the demo API, on a clock the bench moves (an hour in a few seconds): the requests it
// sends per hour and per check, counted where they leave the gateway, against the plan's own
// figure (shared/watch/plan.ts: 2 per project a check, 2 more an hour) and the account's budget.
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { Core } from '../../electron/core/core.ts';
import { MemorySecretStore } from '../../electron/core/secret-store.ts';
import { startDemoApi } from '../../electron/demo-api/server.ts';
import { HOUR, MINUTE } from '../../shared/time-window.ts';
import { hourlyCost } from '../../shared/watch/plan.ts';
import { DEFAULT_WATCH_SETTINGS } from '../../shared/watch/watch-settings.ts';
import { CLOCK, DEMO_KEY, writeAccounts, type Result } from './harness.ts';

const SIZES = [1, 10, 100];
/** Accounts of at most this many projects each (100 = 2 × 50, an account's budget in mind). */
const PER_ACCOUNT = 50;

async function watchAnHour(projects: number): Promise<{ requests: number; checks: number; perCheck: number[] }> {
  let now = CLOCK.at;
  const clock = () => now;
  const api = await startDemoApi({ port: 0, key: DEMO_KEY, now: clock, projects: Math.min(projects, PER_ACCOUNT) });
  const userDataDir = await mkdtemp(join(tmpdir(), 'spyglass-bench-watch-'));
  const secrets = new MemorySecretStore({ persistent: true });
  const accounts = Math.ceil(projects / PER_ACCOUNT);
  await writeAccounts(userDataDir, secrets, api, accounts, Math.min(projects, PER_ACCOUNT));
  let requests = 0;
  const core = await Core.create({
    userDataDir,
    host: 'web',
    version: 'bench',
    secrets: { store: secrets, problem: null },
    gateway: {
      now: clock,
      fetch: (input, init) => {
        requests++;
        return fetch(input, init);
      },
    },
    watch: { start: false, sleep: async (ms) => void (now += ms) },
    saveExport: async () => ({ saved: true }),
  });
  try {
    const list = await core.call('accounts.list', {});
    const all = list.ok ? list.value.accounts.flatMap((a) => a.projects.map((p) => ({ a: a.id, p: p.id }))) : [];
    const choices = all.map(({ a, p }) => ({ accountId: a, projectId: p, watched: true }));
    await core.call('prefs.set', { watch: { ...DEFAULT_WATCH_SETTINGS, choices } });
    // A check at every mark of the cadence (a check's paced requests take part of its interval).
    // The first hour learns what the watch asks once (resolved groups, the week-ago hours); the
    // second is the cost.
    const start = now;
    const interval = DEFAULT_WATCH_SETTINGS.cadenceMinutes * MINUTE;
    const perCheck: number[] = [];
    for (let mark = 0; mark <= 2 * HOUR; mark += interval) {
      now = start + mark;
      const before = requests;
      await core.call('watch.check', {});
      if (mark > HOUR) perCheck.push(requests - before);
    }
    requests = perCheck.reduce((sum, n) => sum + n, 0);
    return { requests, checks: perCheck.length, perCheck };
  } finally {
    await core.close();
    await api.close();
  }
}

export async function measureWatchCost(): Promise<Result[]> {
  const results: Result[] = [];
  const interval = DEFAULT_WATCH_SETTINGS.cadenceMinutes * MINUTE;
  for (const projects of SIZES) {
    const { requests, checks, perCheck } = await watchAnHour(projects);
    const planned = Math.ceil(hourlyCost(projects, interval));
    const budget = DEFAULT_WATCH_SETTINGS.requestBudget * Math.ceil(projects / PER_ACCOUNT);
    results.push({
      name: `the watch, ${projects} project${projects > 1 ? 's' : ''}, an hour at ${DEFAULT_WATCH_SETTINGS.cadenceMinutes} min`,
      value: requests,
      unit: 'req',
      goal: `≤ ${planned} req`,
      ok: requests <= planned && requests <= budget,
      note: `${checks} checks, ${Math.min(...perCheck)}–${Math.max(...perCheck)} requests each; the plan's ${planned} an hour, the budget ${budget}`,
    });
  }
  return results;
}
