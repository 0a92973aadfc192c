// A demo API for tests: a server on a pinned clock and seed, and a fetch of it with the key.
import { buildQueryString } from '../../../shared/catalogue.ts';
import { startDemoApi, type DemoApi, type DemoApiOptions } from '../server.ts';

/** The tests' "now": 2026-11-20 08:00:30 UTC. */
export const NOW = Date.UTC(2026, 10, 20, 8, 0, 30);
export const SEED = 7;

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

export interface TestApi {
  api: DemoApi;
  get(path: string, query?: Record<string, string | number | undefined>, init?: RequestInit): Promise<Reply>;
}

export async function startTestApi(options: DemoApiOptions = {}): Promise<TestApi> {
  const api = await startDemoApi({ seed: SEED, now: NOW, ...options });
  return {
    api,
    async get(path, query = {}, init = {}) {
      const qs = buildQueryString(query);
      const response = await fetch(`${api.url}${path}${qs ? `?${qs}` : ''}`, {
        ...init,
        headers: { 'X-API-KEY': api.key, ...(init.headers as Record<string, string> | undefined) },
      });
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: body stays undefined
      }
      return { status: response.status, headers: response.headers, text, body };
    },
  };
}

export const PROJECT_PATH = (project: string) => `/v2/projects/${project}`;
