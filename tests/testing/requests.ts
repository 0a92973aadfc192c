// The requests the cross-layer tests send most, written once: the demo browser project's full
// report over a span, and an account added on both demo projects.

/** The demo browser project's full report over `timeDur` (an `api.get` or `api.inspect` payload, or a gateway call). */
export function reportRequest(timeDur = '1d') {
  return { endpoint: 'reports', path: { projectId: 'demo-browser' }, query: { timeDur } } as const;
}

/** An `accounts.add` payload: a service at `baseUrl` with its key, on both demo projects. */
export function accountOnDemoProjects(name: string, baseUrl: string, apiKey: string) {
  return { name, baseUrl, apiKey, projectIds: ['demo-browser', 'demo-apm'] };
}
