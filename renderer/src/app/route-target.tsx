// The route's account and project kept in step with the selection: a route that names another
// project (a link, Back, a reload) switches to it; a switch made in the app is written into the
// route; a project this Spyglass does not have is said, with a way to add it, never replaced.
import { useEffect, useRef, type ReactNode } from 'react';
import type { BridgeValue } from '../../../shared/bridge.ts';
import { resolveTarget, routeTarget, type TargetResolution } from '../state/link-target.ts';
import type { Selected } from '../state/accounts.ts';
import { useSelectProject } from '../state/accounts.ts';
import { currentRoute, navigate } from '../state/route.ts';

const keyOf = (target: { accountId: string; projectId: string } | null) =>
  target ? `${target.accountId}\u0000${target.projectId}` : '';

/** What a shared link adds for a receiver without the account; dropped once it is resolved. */
const LINK_ONLY = { accountName: null, baseUrl: null };

export function useRouteTarget(
  params: URLSearchParams,
  list: BridgeValue<'accounts.list'> | undefined,
  selected: Selected | null,
): TargetResolution | null {
  const select = useSelectProject();
  const target = routeTarget(params);
  const resolution = list && target ? resolveTarget(list, target) : null;
  const targetKey = keyOf(target);
  const selectedKey = selected ? `${selected.account.id}\u0000${selected.project.id}` : '';
  // What the last pass acted on: a change of the route is followed by the selection, a change of
  // the selection by the route; an account added since makes a link that was unknown resolvable.
  const seen = useRef<{ targetKey: string | null; selectedKey: string; kind: string }>({
    targetKey: null,
    selectedKey: '',
    kind: '',
  });

  useEffect(() => {
    if (!list) return;
    // A route that moved on since this render (a link opened meanwhile) is the next pass's to follow, not to overwrite.
    const stillShown = () => keyOf(routeTarget(currentRoute().params)) === targetKey;
    const before = seen.current;
    seen.current = { targetKey, selectedKey, kind: resolution?.kind ?? '' };
    const routeMoved =
      targetKey !== before.targetKey || (resolution?.kind === 'switch' && before.kind.startsWith('unknown'));
    if (target && resolution && routeMoved) {
      if (resolution.kind === 'switch') {
        void select(resolution.accountId, resolution.projectId).then((ok) => {
          if (ok && stillShown())
            navigate(
              { params: { account: resolution.accountId, project: resolution.projectId, ...LINK_ONLY } },
              { replace: true },
            );
        });
      } else if (resolution.kind === 'selected' && (target.accountName || target.baseUrl) && stillShown()) {
        navigate({ params: LINK_ONLY }, { replace: true });
      }
      return;
    }
    if (!selected || targetKey === selectedKey) return;
    const write = () =>
      stillShown() &&
      navigate(
        { params: { account: selected.account.id, project: selected.project.id, ...LINK_ONLY } },
        { replace: true },
      );
    // A switch made in the app is written at once; a route that names no project yet (the
    // launch, a sidebar link) gets the selection's once the launch's work is done: the first
    // numbers come first. A write still waiting when anything changes is dropped (the next pass
    // schedules its own): written late, it would name a project the user has since left.
    if (selectedKey !== before.selectedKey && target) write();
    else if (!target) {
      const idle = requestIdleCallback(write, { timeout: 2_000 });
      return () => cancelIdleCallback(idle);
    }
    // What the pass reads is named by these keys (the objects behind them are new each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, targetKey, selectedKey, resolution?.kind, select]);
  return resolution;
}

/** In place of the view: the link's account or project is not here, and what to do about it. */
export function MissingTarget(props: {
  resolution: Extract<TargetResolution, { kind: 'unknown-account' | 'unknown-project' }>;
  onAddAccount: () => void;
  onStay: (() => void) | null;
}): ReactNode {
  const { resolution } = props;
  return (
    <div className="state state-empty welcome" role="alert" data-testid="missing-target">
      {resolution.kind === 'unknown-account' ? (
        <>
          <h1>This link is for an account Spyglass does not have</h1>
          <p>
            It opens project <strong>{resolution.projectId}</strong> of “{resolution.name}”
            {resolution.baseUrl ? (
              <>
                {' '}
                at <code>{resolution.baseUrl}</code>
              </>
            ) : null}
            . Add that account with your own API key to open it.
          </p>
        </>
      ) : (
        <>
          <h1>This link is for a project this account does not have</h1>
          <p>
            Project <strong>{resolution.projectId}</strong> is not among the projects of “{resolution.account.name}”.
            Add it to the account in Accounts to open it.
          </p>
        </>
      )}
      <div className="state-actions">
        {resolution.kind === 'unknown-account' ? (
          <button type="button" className="primary" onClick={props.onAddAccount}>
            Add this account…
          </button>
        ) : null}
        <button type="button" onClick={() => navigate({ segments: ['accounts'] })}>
          Open Accounts
        </button>
        {props.onStay ? (
          <button type="button" onClick={props.onStay}>
            Stay on the current project
          </button>
        ) : null}
      </div>
    </div>
  );
}
