// Two demos on one movable clock, started at the same instant: one to ask events of, one left as
// it was. What the events changed is exactly what the two answer differently.
import { expect } from 'vitest';
import { matchPath } from '../../../shared/catalogue.ts';
import { formatApiTime } from '../../../shared/time-window.ts';
import { expectNoDeviations } from './exact-shape.ts';
import { NOW, startTestApi, type Reply, type TestApi } from './test-api.ts';

export type Query = Record<string, string | number | undefined>;

export interface PairedApi {
  /** The demo events are asked of. */
  readonly t: TestApi;
  /** The same demo, asked nothing. */
  readonly plain: TestApi;
  /** Moves both clocks on (ms). */
  advance(ms: number): void;
  /** A 200 answer of the demo with events, checked exact to the spec. */
  get<T>(path: string, query: Query): Promise<T>;
  /** Expects both demos to answer the same bytes. */
  expectSame(path: string, query: Query): Promise<void>;
  close(): Promise<void>;
}

/** timeStart and timeEnd of [start, end). */
export const between = (start: number, end: number): Query => ({
  timeStart: formatApiTime(start),
  timeEnd: formatApiTime(end),
});

export async function startPairedApi(start = NOW, options: { projects?: number } = {}): Promise<PairedApi> {
  let clock = start;
  const now = () => clock;
  const [t, plain] = await Promise.all([startTestApi({ ...options, now }), startTestApi({ ...options, now })]);
  const label = (path: string, query: Query) => `${path} ${JSON.stringify(query)}`;
  return {
    t,
    plain,
    advance: (ms) => {
      clock += ms;
    },
    async get<T>(path: string, query: Query): Promise<T> {
      const reply: Reply = await t.get(path, query);
      expect(reply.status, `${label(path, query)}: ${reply.text.slice(0, 200)}`).toBe(200);
      const endpoint = matchPath(path);
      if (endpoint) expectNoDeviations(endpoint.id, query, reply.body, label(path, query));
      return reply.body as T;
    },
    async expectSame(path, query) {
      const [a, b] = await Promise.all([t.get(path, query), plain.get(path, query)]);
      expect(a.status, label(path, query)).toBe(b.status);
      expect(a.text, label(path, query)).toBe(b.text);
    },
    close: async () => {
      await Promise.all([t.api.close(), plain.api.close()]);
    },
  };
}
