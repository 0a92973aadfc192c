// The other ways to ask for events on demand: the control endpoint /__demo/events (behind the
// API's key, JSON checked like the code's) and the CLI's --event flag (read here; cli.test.ts runs it).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorList } from '../../shared/schemas/errors.ts';
import { floorToMinute, MINUTE } from '../../shared/time-window.ts';
import { EventRequestError, parseEventFlag } from './on-demand-requests.ts';
import { startDemoApi } from './server.ts';
import { startPairedApi, type PairedApi } from './testing/paired-api.ts';
import { NOW, PROJECT_PATH } from './testing/test-api.ts';

const T = floorToMinute(NOW);
const iso = (ms: number) => new Date(ms).toISOString();

describe('the control endpoint /__demo/events', () => {
  let p: PairedApi;
  let control: string;
  const headers = { 'X-API-KEY': 'demo-key', 'Content-Type': 'application/json' };
  const post = (body: string) => fetch(control, { method: 'POST', headers, body });
  const listed = async () => ((await (await fetch(control, { headers })).json()) as { events: unknown[] }).events;
  beforeEach(async () => {
    p = await startPairedApi();
    control = `${p.t.api.url}/__demo/events`;
  });
  afterEach(async () => {
    await p.close();
  });

  it('is behind the API’s key', async () => {
    const body = JSON.stringify({ kind: 'new-group', project: 'demo-browser' });
    expect((await fetch(control, { method: 'POST', body })).status).toBe(401);
    expect((await fetch(control, { method: 'POST', body, headers: { 'X-API-KEY': 'other' } })).status).toBe(401);
    expect((await fetch(control)).status).toBe(401);
    expect(p.t.api.events.list()).toEqual([]);
  });

  it('adds one event or several, lists them and clears them; the API answers as they make it', async () => {
    const one = await post(JSON.stringify({ kind: 'spike', project: 'demo-browser', factor: 6, minutes: 30 }));
    expect(one.status).toBe(201);
    expect(await one.json()).toEqual({
      events: [
        {
          id: 1,
          kind: 'spike',
          project: 'demo-browser',
          factor: 6,
          minutes: 30,
          from: iso(T),
          until: iso(T + 30 * MINUTE),
        },
      ],
    });
    const two = await post(
      JSON.stringify([
        { kind: 'new-group', project: 'demo-browser', message: 'Payment button does nothing', inMinutes: 5 },
        { kind: 'recur', project: 'demo-apm' },
      ]),
    );
    expect(two.status).toBe(201);
    const made = ((await two.json()) as { events: { id: number; kind: string; at: string; groupId: string }[] }).events;
    expect(made.map((e) => [e.id, e.kind, e.at])).toEqual([
      [2, 'new-group', iso(T + 5 * MINUTE)],
      [3, 'recur', iso(T)],
    ]);
    expect(await listed()).toEqual(p.t.api.events.list());
    expect(await listed()).toHaveLength(3);

    // The group asked for in five minutes is not there until then.
    const firstSeen = { timeDur: '1h', status: 'Open', sortby: 'firstAt', limit: 1 };
    p.advance(5 * MINUTE);
    await p.expectSame(`${PROJECT_PATH('demo-browser')}/errors`, firstSeen);
    p.advance(MINUTE);
    const list = await p.get<ErrorList>(`${PROJECT_PATH('demo-browser')}/errors`, firstSeen);
    expect(list.data[0]).toMatchObject({ id: made[0]?.groupId, firstAt: iso(T + 5 * MINUTE) });

    const cleared = await fetch(control, { method: 'DELETE', headers });
    expect(await cleared.json()).toEqual({ cleared: 3 });
    expect(await listed()).toEqual([]);
    // Cleared, the demo answers as if nothing had been asked, now and before.
    await p.expectSame(`${PROJECT_PATH('demo-browser')}/errors`, firstSeen);
    await p.expectSame(`${PROJECT_PATH('demo-browser')}/reports`, { timeDur: '1h' });
  });

  it('refuses what it cannot do with 400 and a message, and then has changed nothing', async () => {
    const refusals: [string, RegExp][] = [
      ['not json', /The body must be a JSON event request or an array of them/],
      [
        '{"kind":"spike","project":"demo-browser","factor":1,"minutes":30}',
        /Invalid event request: factor: must be above 1/,
      ],
      ['{"kind":"spike","project":"nowhere","factor":2,"minutes":30}', /unknown project "nowhere"/],
      ['{"kind":"recur","project":"demo-browser","groupId":"nope"}', /no error group "nope"/],
      // All or none: the good first one is not kept when the second is refused.
      [
        '[{"kind":"new-group","project":"demo-browser"},{"kind":"spike","project":"demo-browser","factor":3,"minutes":0}]',
        /minutes: must be at least 1/,
      ],
    ];
    for (const [body, message] of refusals) {
      const reply = await post(body);
      expect(reply.status, body).toBe(400);
      expect(((await reply.json()) as { message: string }).message, body).toMatch(message);
    }
    expect(await listed()).toEqual([]);
    p.advance(MINUTE);
    await p.expectSame(`${PROJECT_PATH('demo-browser')}/errors`, { timeDur: '1h', status: 'Open', sortby: 'firstAt' });
    const put = await fetch(control, { method: 'PUT', headers, body: '{}' });
    expect([put.status, put.headers.get('allow')]).toEqual([405, 'GET, POST, DELETE']);
    expect((await fetch(`${control}/1`, { method: 'DELETE', headers })).status).toBe(404);
    expect((await fetch(`${p.t.api.url}/__demo/nothing`, { headers })).status).toBe(404);
  });
});

describe('the --event flag', () => {
  it('reads kind, project and fields; at=+N is N minutes after the start; message takes the rest', () => {
    expect(parseEventFlag('kind=spike,project=demo-browser,factor=6,minutes=30,at=+10')).toEqual({
      kind: 'spike',
      project: 'demo-browser',
      factor: 6,
      minutes: 30,
      inMinutes: 10,
    });
    expect(parseEventFlag('kind=spike,project=demo-apm,factor=1.5,minutes=5')).toEqual({
      kind: 'spike',
      project: 'demo-apm',
      factor: 1.5,
      minutes: 5,
    });
    expect(parseEventFlag('kind=new-group,project=demo-browser,at=0,message=Cart lost, twice: size=42')).toEqual({
      kind: 'new-group',
      project: 'demo-browser',
      inMinutes: 0,
      message: 'Cart lost, twice: size=42',
    });
    expect(parseEventFlag('kind=recur,project=demo-apm,groupId=123456789:abc')).toEqual({
      kind: 'recur',
      project: 'demo-apm',
      groupId: '123456789:abc',
    });
  });

  it('refuses a flag it cannot read, saying why', () => {
    expect(() => parseEventFlag('spike')).toThrow(/"spike" is not key=value/);
    expect(() => parseEventFlag('kind=spike,project=demo-browser,factor=1,minutes=30')).toThrow(
      /factor: must be above 1/,
    );
    expect(() => parseEventFlag('kind=spike,project=demo-browser,factor=2,minutes=30,at=soon')).toThrow(/inMinutes/);
    expect(() => parseEventFlag('kind=nap,project=demo-browser')).toThrow(EventRequestError);
  });

  it('its events apply at the start, or the minutes after it that at= says; one the world cannot carry out fails the start', async () => {
    const api = await startDemoApi({
      now: NOW,
      events: [parseEventFlag('kind=spike,project=demo-browser,factor=6,minutes=30,at=+10')],
    });
    try {
      expect(api.events.list()).toEqual([
        {
          id: 1,
          kind: 'spike',
          project: 'demo-browser',
          factor: 6,
          minutes: 30,
          from: iso(T + 10 * MINUTE),
          until: iso(T + 40 * MINUTE),
        },
      ]);
    } finally {
      await api.close();
    }
    await expect(startDemoApi({ now: NOW, events: [parseEventFlag('kind=recur,project=demo-empty')] })).rejects.toThrow(
      /demo-empty has no error groups/,
    );
  });
});
