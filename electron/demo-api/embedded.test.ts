// The demo as the hosts embed it: loopback only, and a key no other launch shares.
import { afterAll, expect, it } from 'vitest';
import { startEmbeddedDemo, type EmbeddedDemo } from './embedded.ts';

const demos: EmbeddedDemo[] = [];
afterAll(() => Promise.all(demos.map((demo) => demo.close())));

it('serves on loopback behind a key of its own, new at every start', async () => {
  demos.push(await startEmbeddedDemo(), await startEmbeddedDemo());
  const [first, second] = demos as [EmbeddedDemo, EmbeddedDemo];
  expect(new URL(first.url).hostname).toBe('127.0.0.1');
  expect(first.key).toMatch(/^[0-9a-f]{48}$/);
  expect(second.key).not.toBe(first.key);
  const reports = `${first.url}/v2/projects/demo-browser/reports?timeDur=1d`;
  expect((await fetch(reports, { headers: { 'X-API-KEY': first.key } })).status).toBe(200);
  expect((await fetch(reports, { headers: { 'X-API-KEY': second.key } })).status).toBe(401);
});
