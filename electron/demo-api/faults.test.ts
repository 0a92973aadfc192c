// Each fault kind does what it says, through the in-process API, the control endpoint and the
// CLI flag syntax.
import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readAnswer } from '../../shared/reading.ts';
import { reportApdexSchema } from '../../shared/schemas/reports.ts';
import { breakSchema, parseFaultFlag } from './faults.ts';
import { NOW, PROJECT_PATH, startTestApi, type TestApi } from './testing/test-api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.api.close();
});
afterEach(() => {
  t.api.faults.clear();
});

const apdexPath = `${PROJECT_PATH('demo-browser')}/reports/apdex`;
const day = { timeDur: '1d' };

describe('fault kinds', () => {
  it('latency delays the answer and leaves it intact', async () => {
    const normal = await t.get(apdexPath, day);
    t.api.faults.add({ kind: 'latency', ms: 300 });
    const started = performance.now();
    const slow = await t.get(apdexPath, day);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(slow.text).toBe(normal.text);
  });

  it("latency counts from the request: the answer is the service's as it was asked, sent that long after", async () => {
    let clock = NOW;
    const moving = await startTestApi({ now: () => clock });
    try {
      const asked = await moving.get(apdexPath, { timeDur: '1h' });
      clock = NOW + 2 * 3_600_000;
      const later = await moving.get(apdexPath, { timeDur: '1h' });
      expect(later.text).not.toBe(asked.text); // the answer follows the clock
      clock = NOW;
      moving.api.faults.add({ kind: 'latency', ms: 1_000 });
      const slow = moving.get(apdexPath, { timeDur: '1h' });
      // The server has taken the request (the rule counts it) while the latency still runs.
      while (moving.api.faults.list()[0]!.hits === 0) await new Promise((resolve) => setImmediate(resolve));
      clock = NOW + 2 * 3_600_000;
      expect((await slow).text).toBe(asked.text);
    } finally {
      await moving.api.close();
    }
  });

  it('status answers the chosen code; 429 carries Retry-After', async () => {
    t.api.faults.add({ kind: 'status', status: 429, retryAfter: 7, times: 1 });
    const limited = await t.get(apdexPath, day);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(limited.body).toEqual({ message: expect.stringMatching(/Too many requests/) });
    // times: 1 — the next request is normal again
    expect((await t.get(apdexPath, day)).status).toBe(200);
    for (const status of [500, 502, 503]) {
      t.api.faults.add({ kind: 'status', status, times: 1 });
      const reply = await t.get(apdexPath, day);
      expect(reply.status).toBe(status);
      expect(reply.body).toHaveProperty('message');
    }
  });

  it('malformed answers 200 with a body that is not JSON', async () => {
    t.api.faults.add({ kind: 'malformed' });
    const reply = await t.get(apdexPath, day);
    expect(reply.status).toBe(200);
    expect(() => JSON.parse(reply.text) as unknown).toThrow();
  });

  it('schema answers valid JSON that the response schema refuses', async () => {
    t.api.faults.add({ kind: 'schema' });
    const reply = await t.get(apdexPath, day);
    expect(reply.status).toBe(200);
    expect(reply.body).toBeDefined();
    expect(reportApdexSchema.safeParse(reply.body).success).toBe(false);
    expect(typeof (reply.body as { page: { satisfied: unknown } }).page.satisfied).toBe('string');
  });

  it('reset drops the connection in the middle of the body', async () => {
    t.api.faults.add({ kind: 'reset' });
    await expect(t.get(apdexPath, day)).rejects.toThrow();
  });

  it('drip sends the whole body, slowly', async () => {
    const normal = await t.get(apdexPath, day);
    t.api.faults.add({ kind: 'drip', ms: 400 });
    const started = performance.now();
    const arrivals: number[] = [];
    const text = await new Promise<string>((resolve, reject) => {
      const req = request(`${t.api.url}${apdexPath}?timeDur=1d`, { headers: { 'X-API-KEY': 'demo-key' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          arrivals.push(performance.now() - started);
          body += chunk;
        });
        res.on('end', () => resolve(body));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    expect(text).toBe(normal.text);
    expect(arrivals.length).toBeGreaterThan(5);
    expect((arrivals.at(-1) ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThan(250);
  });

  it('drift sends a value now and then as null, left out or as text, and the answer still reads', async () => {
    const normal = (await t.get(apdexPath, day)).body as { page: Record<string, unknown> };
    t.api.faults.add({ kind: 'drift', mode: 'string', every: 1 });
    const reply = await t.get(apdexPath, day);
    expect(reply.status).toBe(200);
    expect(reportApdexSchema.safeParse(reply.body).success).toBe(false);
    expect(reply.body).toEqual({
      page: Object.fromEntries(Object.entries(normal.page).map(([k, v]) => [k, String(v)])),
    });
    const reading = readAnswer(reportApdexSchema, reply.body, 'Apdex report');
    expect(reading.ok && reading.value).toEqual(normal);
  });

  it('huge answers a valid JSON body of the asked size', async () => {
    t.api.faults.add({ kind: 'huge', mb: 3 });
    const reply = await t.get(apdexPath, day);
    expect(reply.status).toBe(200);
    expect(Buffer.byteLength(reply.text)).toBe(3 * 1024 * 1024);
    expect(reportApdexSchema.safeParse(reply.body).success).toBe(true);
  });
});

describe('matching and bookkeeping', () => {
  it('match picks requests by path substring or /regex/, times counts them down', async () => {
    t.api.faults.add({ kind: 'status', status: 503, match: '/errors', times: 2 });
    t.api.faults.add({ kind: 'status', status: 502, match: '/reports/(pages|ajax)$/' });
    expect((await t.get(apdexPath, day)).status).toBe(200);
    expect((await t.get(`${PROJECT_PATH('demo-browser')}/errors`, { ...day, status: 'Open' })).status).toBe(503);
    expect((await t.get(`${PROJECT_PATH('demo-browser')}/errors`, { ...day, status: 'Open' })).status).toBe(503);
    expect((await t.get(`${PROJECT_PATH('demo-browser')}/errors`, { ...day, status: 'Open' })).status).toBe(200);
    expect(t.api.faults.list()).toHaveLength(1);
    // the regex is tested against path and query, so `$` needs the path alone... it has a query: no match
    expect((await t.get(`${PROJECT_PATH('demo-browser')}/reports/pages`, day)).status).toBe(200);
    t.api.faults.clear();
    t.api.faults.add({ kind: 'status', status: 502, match: '/reports/(pages|ajax)\\?/' });
    expect((await t.get(`${PROJECT_PATH('demo-browser')}/reports/ajax`, day)).status).toBe(502);
    expect((await t.get(`${PROJECT_PATH('demo-browser')}/reports/errors`, day)).status).toBe(200);
    // A path with two slashes is a substring unless what follows the last one are regex flags.
    t.api.faults.clear();
    t.api.faults.add({ kind: 'status', status: 502, match: '/reports/errors' });
    expect((await t.get(`${PROJECT_PATH('demo-browser')}/reports/errors`, day)).status).toBe(502);
    expect((await t.get(`${PROJECT_PATH('demo-browser')}/reports/ajax`, day)).status).toBe(200);
  });

  it('rejects rules it does not understand', () => {
    expect(() => t.api.faults.add({ kind: 'explode' })).toThrow();
    expect(() => t.api.faults.add({ kind: 'status', status: 42 })).toThrow();
    expect(() => t.api.faults.add({ kind: 'drift', mode: 'zero' })).toThrow();
    expect(() => t.api.faults.add({ kind: 'drift', every: 0 })).toThrow();
  });

  it('the control endpoint adds, lists and clears rules, behind the key', async () => {
    const control = `${t.api.url}/__demo/faults`;
    expect((await fetch(control, { method: 'POST', body: '{"kind":"status"}' })).status).toBe(401);
    const headers = { 'X-API-KEY': 'demo-key', 'Content-Type': 'application/json' };
    const added = await fetch(control, {
      method: 'POST',
      headers,
      body: JSON.stringify([
        { kind: 'status', status: 500, match: '/apdex' },
        { kind: 'latency', ms: 1 },
      ]),
    });
    expect(added.status).toBe(201);
    expect(((await added.json()) as { faults: unknown[] }).faults).toHaveLength(2);
    expect((await t.get(apdexPath, day)).status).toBe(500);
    const listed = (await (await fetch(control, { headers })).json()) as { faults: { kind: string; hits: number }[] };
    expect(listed.faults.map((f) => f.kind)).toEqual(['status', 'latency']);
    expect(listed.faults[0]?.hits).toBe(1);
    expect((await fetch(control, { method: 'POST', headers, body: '{"kind":"nope"}' })).status).toBe(400);
    expect((await fetch(control, { method: 'POST', headers, body: 'not json' })).status).toBe(400);
    const cleared = await fetch(control, { method: 'DELETE', headers });
    expect(await cleared.json()).toEqual({ cleared: 2 });
    expect((await t.get(apdexPath, day)).status).toBe(200);
    const drift = await fetch(control, {
      method: 'POST',
      headers,
      body: JSON.stringify({ kind: 'drift', mode: 'missing', every: 1, match: '/apdex' }),
    });
    expect(drift.status).toBe(201);
    expect((await t.get(apdexPath, day)).body).toEqual({ page: {} });
  });

  it('reads the CLI flag form', () => {
    expect(parseFaultFlag('kind=status,status=503,times=2,path=/errors')).toEqual({
      kind: 'status',
      status: 503,
      times: 2,
      match: '/errors',
    });
    expect(parseFaultFlag('kind=huge,mb=1.5')).toEqual({ kind: 'huge', mb: 1.5 });
    expect(parseFaultFlag('kind=drift,mode=null,every=4,seed=9,path=/errors')).toEqual({
      kind: 'drift',
      mode: 'null',
      every: 4,
      seed: 9,
      match: '/errors',
    });
    expect(() => parseFaultFlag('kind=drift,mode=nan')).toThrow();
    expect(() => parseFaultFlag('kind=status,status=abc')).toThrow();
    expect(() => parseFaultFlag('status')).toThrow();
  });

  it('breakSchema turns the first integer into a string', () => {
    expect(breakSchema('{"a":{"b":1.5,"c":[3]}}')).toBe('{"a":{"b":1.5,"c":["3"]}}');
    expect(breakSchema('{"x":"y"}')).toBe('[{"x":"y"}]');
  });
});
