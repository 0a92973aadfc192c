import { describe, expect, it } from 'vitest';
import { HttpClient, type HttpClientOptions } from './http-client.ts';
import { noAnswerAfter } from './service-errors.ts';

const KEY = 'k3y/with+marks"';
const url = new URL('https://api.example.com/v2/projects/p/reports?timeDur=1d');

/** A client on a clock of its own: sleeping and each answer move it on, nothing really waits. */
function client(
  answer: (attempt: number) => Response | Promise<Response>,
  options: HttpClientOptions & { answerMs?: number } = {},
) {
  let clock = Date.UTC(2026, 10, 21, 12);
  const calls: RequestInit[] = [];
  const fetch: typeof globalThis.fetch = async (_url, init) => {
    calls.push(init ?? {});
    clock += options.answerMs ?? 0;
    return answer(calls.length);
  };
  const http = new HttpClient({
    fetch,
    now: () => clock,
    sleep: async (ms) => void (clock += ms),
    baseDelayMs: 0,
    ...options,
  });
  return { http, calls, now: () => clock };
}

const timeout = () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));

describe('HttpClient', () => {
  it('says how long it waited in all when no answer came', async () => {
    const { http } = client(timeout, { maxAttempts: 2, answerMs: 20_000, retryBudgetMs: 60_000 });
    expect(await http.getJson(url, KEY)).toEqual({
      ok: false,
      error: { kind: 'timeout', message: 'No answer after 2 tries, 40 s' },
    });
  });

  it('writes the time waited in words a person reads', () => {
    expect(noAnswerAfter(1, 20_000)).toBe('No answer after 20 s');
    expect(noAnswerAfter(3, 1_234)).toBe('No answer after 3 tries, 1.2 s');
    expect(noAnswerAfter(4, 61_600)).toBe('No answer after 4 tries, 62 s');
  });

  it('never follows a redirect, and says where it pointed', async () => {
    const { http, calls } = client(
      () => new Response('moved', { status: 307, headers: { Location: `/v3/reports?key=${encodeURIComponent(KEY)}` } }),
    );
    const result = await http.getJson(url, KEY);
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'bad-request',
        status: 307,
        message:
          'The service redirected to https://api.example.com/v3/reports?key=•••; Spyglass does not follow redirects with your key.',
      },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.redirect).toBe('manual');
  });

  it('retries 408 and 504 like 429, 502 and 503', async () => {
    for (const status of [408, 429, 502, 503, 504]) {
      const { http, calls } = client(
        (attempt) => (attempt < 3 ? new Response('', { status }) : Response.json({ ok: 1 })),
        { maxAttempts: 3 },
      );
      expect(await http.getJson(url, KEY), String(status)).toMatchObject({
        ok: true,
        json: { ok: 1 },
        exchange: { attempts: 3, status: 200 },
      });
      expect(calls).toHaveLength(3);
    }
    const { http, calls } = client(() => new Response('', { status: 500 }), { maxAttempts: 3 });
    expect(await http.getJson(url, KEY)).toMatchObject({ ok: false, error: { kind: 'server', status: 500 } });
    expect(calls).toHaveLength(1);
  });

  it('says when a Retry-After ends, given in seconds or as a date', async () => {
    const { http, now } = client(() => new Response('{}', { status: 429, headers: { 'Retry-After': '120' } }), {
      maxAttempts: 1,
    });
    const seconds = await http.getJson(url, KEY);
    expect(seconds).toMatchObject({
      ok: false,
      error: { kind: 'rate-limited', retryAfterMs: 120_000, retryAt: now() + 120_000 },
    });
    const at = Date.UTC(2026, 10, 21, 12, 5);
    const dated = client(
      () => new Response('{}', { status: 503, headers: { 'Retry-After': new Date(at).toUTCString() } }),
      { maxAttempts: 1 },
    );
    expect(await dated.http.getJson(url, KEY)).toMatchObject({
      ok: false,
      error: { kind: 'server', retryAfterMs: at - dated.now(), retryAt: at },
    });
  });

  it('tells how the answer was fetched', async () => {
    const body = JSON.stringify({ a: 1 });
    const { http } = client((attempt) => (attempt === 1 ? new Response('', { status: 503 }) : new Response(body)), {
      maxAttempts: 2,
    });
    const result = await http.getJson(url, KEY);
    expect(result).toMatchObject({
      ok: true,
      exchange: { url: url.href, status: 200, attempts: 2, bytes: body.length },
    });
  });

  it('shows the key as ••• where the service echoes it: in a message, in an answer', async () => {
    const refused = client(() => Response.json({ message: `Invalid API key ${KEY}` }, { status: 401 }));
    expect(await refused.http.getJson(url, KEY)).toMatchObject({
      ok: false,
      error: { message: 'The API key was refused: Invalid API key •••' },
    });
    const echoed = client(() => Response.json({ url: `https://x.example/?k=${KEY}` }));
    const result = await echoed.http.getJson(url, KEY);
    expect(result).toMatchObject({ ok: true, json: { url: 'https://x.example/?k=•••' } });
    expect(result.ok && result.raw.toString()).not.toContain('k3y');
  });

  const escaped = '\\u006b3y\\/with+marks\\"'; // the key as JSON may write it: "k" as \u006b, "/" as \/

  it('shows as ••• a key the service writes with JSON escapes, in a message and in an answer', async () => {
    const refused = client(() => new Response(`{"message": "Invalid API key ${escaped}"}`, { status: 401 }));
    expect(await refused.http.getJson(url, KEY)).toMatchObject({
      ok: false,
      error: { message: 'The API key was refused: Invalid API key •••' },
    });
    const echoed = client(() => new Response(`{"url": "https://x.example/?k=${escaped}"}`));
    const answer = await echoed.http.getJson(url, KEY);
    expect(answer).toMatchObject({ ok: true, json: { url: 'https://x.example/?k=•••' } });
    expect(answer.ok && JSON.stringify(answer.json) + answer.raw.toString()).not.toContain('k3y');
  });

  it('leaves no part of a key where a long message is cut short', async () => {
    const long = client(() => new Response(`{"message": "${'x'.repeat(290)} ${escaped}"}`, { status: 403 }));
    const cut = await long.http.getJson(url, KEY);
    expect(cut.ok ? '' : cut.error.message).toMatch(/x{290} •••$/);
  });

  it("does not show a redirect's address that holds the key under other percent-escapes", async () => {
    const redirected = client(
      () => new Response('moved', { status: 302, headers: { Location: '/v3/?k=%6b%33y%2fwith%2bmarks%22' } }),
    );
    const redirect = await redirected.http.getJson(url, KEY);
    expect(redirect).toMatchObject({
      ok: false,
      error: {
        kind: 'bad-request',
        status: 302,
        message: expect.stringMatching(/an address on https:\/\/api\.example\.com that holds your API key/),
      },
    });
    expect(decodeURIComponent(redirect.ok ? '' : redirect.error.message)).not.toContain(KEY);
  });
});
