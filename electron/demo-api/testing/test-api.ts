// A demo API for tests: a server on a pinned clock and seed, a fetch of it with the key, and the
// path of any endpoint with ids taken from the demo's own lists.
import { buildQueryString, endpoints, type EndpointId } from '../../../shared/catalogue.ts';
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

/** Parameters an endpoint cannot do without besides the window. */
export const requiredQuery = (id: EndpointId): Record<string, string> =>
  id === 'errors.list' ? { status: 'Open' } : {};

/**
 * Path of an endpoint for a project, with ids taken from the project's own lists (the first row
 * of a 1d list; an error group of the Open list by its hashName); null when the list is empty.
 */
export async function pathFor(t: TestApi, id: EndpointId, project: string): Promise<string | null> {
  const base = PROJECT_PATH(project);
  const first = async (list: string, query: Record<string, string> = {}) => {
    const reply = await t.get(`${base}/${list}`, { timeDur: '1d', ...query });
    const data = (reply.body as { data?: { id: string }[] }).data;
    return data?.[0]?.id ?? null;
  };
  const template = endpoints[id].path.replace('/v2/projects/:projectId', base);
  const param = /:(\w+)/.exec(template)?.[1];
  if (!param) return template;
  const source: Record<string, () => Promise<string | null>> = {
    transactionId: () => first('transactions'),
    pageId: () => first('pages'),
    routeId: () => first('routes'),
    ajaxId: () => first('ajax'),
    errorId: async () => {
      const full = await first('errors', { status: 'Open' });
      return full === null ? null : full.slice(full.indexOf(':') + 1);
    },
  };
  const value = await source[param]?.();
  return value === null || value === undefined ? null : template.replace(`:${param}`, value);
}
