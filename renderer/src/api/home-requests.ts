// The home's requests as the query layer takes them (shared/home-plan.ts says which, and why),
// and their start before the home renders: a launch that opens the home asks for every row's
// copy and answer as soon as the accounts are known, not after the screen's first render.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { BridgeValue } from '../../../shared/bridge.ts';
import type { Comparison } from '../../../shared/comparison.ts';
import { floorToMinute, resolveWindow, type TimeWindow } from '../../../shared/time-window.ts';
import { planHomeRequests, type PlannedRequest } from '../../../shared/home-plan.ts';
import { plannedCover } from './compared-cover.ts';
import { apiQuery, cachedQuery } from './queries.ts';
import type { ApiRequest } from './use-api-many.ts';

/** A planned request as the query layer takes it: the home's calls go behind a view's own. */
export const homeRequest = (request: PlannedRequest): ApiRequest => ({
  scope: { accountId: request.accountId, projectId: request.projectId, window: request.window },
  endpoint: request.endpoint,
  args: { query: request.query },
  lane: 'background',
});

/**
 * Starts every row's requests as a row's first render would ask them (the baseline taken against
 * the window resolved now, as a row does until its answer comes), in the accounts' order. Returns
 * what drops them, should the home not open after all (a link followed during the launch): the
 * calls still waiting for a slot leave the queue, since no row will ever ask for them.
 */
export function prefetchHome(
  client: QueryClient,
  list: BridgeValue<'accounts.list'>,
  window: TimeWindow,
  comparison: Comparison | null,
): () => void {
  const resolved = resolveWindow(window, floorToMinute(Date.now()));
  const projects = list.accounts.flatMap((account) =>
    account.projects.map((project) => ({ accountId: account.id, projectId: project.id, kind: project.kind })),
  );
  const live: QueryKey[] = [];
  for (const planned of planHomeRequests(projects, window, (project) => plannedCover(project, resolved), comparison)) {
    const { scope, endpoint, args, lane } = homeRequest(planned);
    const options = apiQuery(scope, endpoint, args, lane);
    void client.prefetchQuery(cachedQuery(scope, endpoint, args));
    void client.prefetchQuery(options);
    live.push(options.queryKey);
  }
  return () => {
    for (const queryKey of live) {
      void client.cancelQueries({ queryKey, exact: true });
      client.removeQueries({ queryKey, exact: true });
    }
  };
}
