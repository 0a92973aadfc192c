// The home's answers asked for as the launch begins, by the privileged side, before the page's
// code has run: a launch that opens the home then has its first answers on the way a third of a
// second sooner, and each next request leaves as soon as an answer comes, not after a turn
// through the page. The page asks for the same requests in the same order; each of its calls
// takes the answer fetched for it (gateway.ts), so the service is asked once per request.
//
// The plan is the page's own (shared/home-plan.ts) for the window a launch opens with, in the
// accounts' order, through each account's gate of ACCOUNT_SLOTS as the page's calls go. It stops,
// leaving what still waits, as soon as the page asks for anything the plan does not hold (a link
// followed during the launch: the home is not what the user sees), and for an account whose
// service says 429 (the page waits out its Retry-After itself).
import type { ApiResult } from '../../shared/bridge.ts';
import { buildPath } from '../../shared/catalogue.ts';
import { ACCOUNT_SLOTS, gatesByKey } from '../../shared/concurrency-gate.ts';
import { opensHome, planHomeRequests, type HomeProject } from '../../shared/home-plan.ts';
import type { Preferences } from '../../shared/preferences.ts';
import { DEFAULT_WINDOW, floorToMinute, resolveWindow, windowToQuery } from '../../shared/time-window.ts';
import type { Call } from './gateway.ts';

/** A GET as the page's query layer sends it. */
export interface PlannedCall extends Call {
  accountId: string;
}

/** A call as the page sends it. */
export type PageCall = Call & { accountId?: string };

/** The request's identity: its account and the path it is sent to, query included (as the cache keys it). */
function callKey(call: PageCall): string | null {
  try {
    return `${call.accountId} ${buildPath(call.endpoint, call.path as never, call.query as never)}`;
  } catch {
    return null;
  }
}

/**
 * The calls the home of a launch with no route makes, in the order its rows ask them, or none
 * when such a launch does not open the home (one project, or "open where I left off").
 */
export function launchHomeCalls(
  projects: readonly HomeProject[],
  preferences: Pick<Preferences, 'launchScreen'>,
  now: number,
): PlannedCall[] {
  if (!opensHome(preferences.launchScreen, projects.length)) return [];
  // A launch with no route opens the default window, with no comparison.
  const resolved = resolveWindow(DEFAULT_WINDOW, floorToMinute(now));
  // Each answered for the minute planned in (gateway.ts: resolvedAt), against which the baselines
  // were planned, however long it waits for a slot.
  return planHomeRequests(projects, DEFAULT_WINDOW, () => resolved, null).map((planned) => ({
    accountId: planned.accountId,
    endpoint: planned.endpoint,
    path: { projectId: planned.projectId },
    query: { ...windowToQuery(planned.window), ...planned.query },
    asOf: now,
  }));
}

export class LaunchPrefetch {
  private readonly planned: Set<string | null>;
  private readonly stopped = new AbortController();
  /** Settles once every planned call has been answered, or has left the queue. */
  readonly done: Promise<void>;

  constructor(calls: readonly PlannedCall[], fetchAhead: (call: PlannedCall) => Promise<ApiResult>) {
    this.planned = new Set(calls.map(callKey));
    const gateOf = gatesByKey(ACCOUNT_SLOTS);
    const limited = new Set<string>();
    this.done = Promise.all(
      calls.map((call) =>
        gateOf(call.accountId)
          .run(async () => {
            if (limited.has(call.accountId)) return;
            const result = await fetchAhead(call);
            if (!result.ok && result.error.kind === 'rate-limited') limited.add(call.accountId);
          }, this.stopped.signal)
          .catch(() => undefined),
      ),
    ).then(() => undefined);
  }

  /**
   * Hears a call of the page: one the plan does not hold means the page shows something else,
   * and what still waits is left.
   */
  heard(call: PageCall): void {
    if (!this.stopped.signal.aborted && !this.planned.has(callKey(call))) this.stop();
  }

  stop(): void {
    this.stopped.abort(new Error('The launch opened another screen'));
  }
}
