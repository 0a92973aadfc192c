// The cost of the bridge: a GET through the browser host's contract (validation, gateway, schema
// check, cache) against a direct fetch of the same URL from the same machine, in the same run.
import { buildPath } from '../../shared/catalogue.ts';
import { formatApiTime } from '../../shared/time-window.ts';
import { DEMO_KEY, demo, host, median, newUserData, type Result } from './harness.ts';

const RUNS = 40;

export async function measureProxyOverhead(): Promise<Result[]> {
  const api = await demo();
  const started = await host(api, await newUserData());
  const end = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const query = { timeStart: formatApiTime(end - 86_400_000), timeEnd: formatApiTime(end) };
  // Loopback answers in about a millisecond, so there the fixed cost of the hop dominates; a
  // hosted service takes tens of milliseconds, simulated by holding each answer 25 ms.
  const cases = [
    { label: 'report, loopback', endpoint: 'reports' as const, query, latency: 0 },
    { label: 'error list of 100, loopback', endpoint: 'errors.list' as const, query: { ...query, status: 'Open', limit: 100 }, latency: 0 },
    { label: 'report, service at 25 ms', endpoint: 'reports' as const, query, latency: 25 },
    { label: 'error list of 100, service at 25 ms', endpoint: 'errors.list' as const, query: { ...query, status: 'Open', limit: 100 }, latency: 25 },
  ];
  const results: Result[] = [];
  for (const { label, endpoint, query: q, latency } of cases) {
    api.faults.clear();
    if (latency > 0) api.faults.add({ kind: 'latency', ms: latency });
    const path = buildPath(endpoint, { projectId: 'demo-browser' }, q as never);
    const direct = async () => (await fetch(`${api.url}${path}`, { headers: { 'X-API-KEY': DEMO_KEY } })).arrayBuffer();
    const bridged = async () =>
      (
        await fetch(`${started.url}/bridge/api.get`, {
          method: 'POST',
          headers: { 'X-Spyglass-Secret': started.secret },
          body: JSON.stringify({ endpoint, path: { projectId: 'demo-browser' }, query: q }),
        })
      ).arrayBuffer();
    const time = async (fn: () => Promise<ArrayBuffer>) => {
      const t0 = performance.now();
      await fn();
      return performance.now() - t0;
    };
    for (let i = 0; i < 10; i++) await Promise.all([direct(), bridged()]); // warm both paths
    const directTimes: number[] = [];
    const bridgedTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      directTimes.push(await time(direct));
      bridgedTimes.push(await time(bridged));
    }
    const ratio = median(bridgedTimes) / median(directTimes);
    results.push({
      name: `GET through the bridge vs direct (${label})`,
      value: ratio,
      unit: 'x',
      goal: '≤ 1.1 x',
      ok: ratio <= 1.1,
      note: `median ${median(bridgedTimes).toFixed(1)} ms vs ${median(directTimes).toFixed(1)} ms over ${RUNS}`,
    });
  }
  await started.close();
  await api.close();
  return results;
}
