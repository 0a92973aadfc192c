// "Quiet since": groups that had events in the comparison window and none now, on request.
//
// How "none now" is known with one extra request: the current window's list of the same status
// and filters, sorted by events with the API's largest page (100). When that list is complete
// (hasMore false) a group missing from it had no events now, for sure. When it is cut, a missing
// group may only be below the top 100, so the list says it cannot be sure. The comparison side is
// the list the Change column already asked for (also the top 100 by events), so a quiet group
// beyond those 100 is not found, and the list says that too.
import { useState, type ReactNode } from 'react';
import type { ErrorStatus } from '../../../../shared/error-terms.ts';
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import type { ErrorList } from '../../api/answer-types.ts';
import type { Scope } from '../../api/queries.ts';
import { useApi } from '../../api/use-api.ts';
import { hasData } from '../../api/view-state.ts';
import { displayText } from '../../ui/display-text.ts';
import { formatDateTime } from '../../ui/time.ts';
import { DataState } from '../../view-kit/data-state.tsx';
import { COMPARED_LIMIT, quietGroups } from './error-comparison.ts';
import { GROUP_PAGE_PARAMS, type ListFilterKey } from './error-params.ts';
import { errorsHref, groupSegments } from './error-routes.ts';
import type { ViewState } from '../../api/view-state.ts';

export interface QuietGroupsProps {
  scope: Scope;
  status: ErrorStatus;
  filters: Partial<Record<ListFilterKey, string>>;
  params: URLSearchParams;
  label: string;
  current: ResolvedWindow;
  window: ResolvedWindow;
  then: ViewState<ErrorList>;
}

export function QuietGroupsButton(props: QuietGroupsProps): ReactNode {
  const [shown, setShown] = useState(false);
  return (
    <section className="err-quiet" aria-label="Quiet groups">
      <button type="button" aria-expanded={shown} onClick={() => setShown(!shown)}>
        {shown ? 'Hide quiet groups' : 'Show quiet groups'}
      </button>
      {shown ? <QuietGroupsList {...props} /> : null}
    </section>
  );
}

function QuietGroupsList({
  scope,
  status,
  filters,
  params,
  label,
  current,
  window,
  then,
}: QuietGroupsProps): ReactNode {
  // The very window the list shows, not one resolved again a minute later.
  const now = useApi({ ...scope, window: { kind: 'absolute', ...current } }, 'errors.list', {
    query: { status, ...filters, sortby: 'events', limit: COMPARED_LIMIT },
  });
  // The comparison note above offers Try again for the comparison's own failure.
  if (then.status === 'error')
    return (
      <p className="err-note" role="note">
        Quiet groups need the {label}, which could not be loaded.
      </p>
    );
  if (!hasData(then)) return <p className="err-note">Waiting for the {label}…</p>;
  // The comparison window's last event is the group's last one only when nothing lies between the windows.
  const adjacent = window.end === current.start;
  return (
    <DataState state={now}>
      {(nowList) => {
        const quiet = quietGroups(then.data, nowList);
        return (
          <>
            {quiet.groups.length === 0 ? (
              <p className="err-note" data-testid="quiet-empty">
                No group of the {label} is {quiet.sure ? 'quiet' : 'missing from the top 100'} now.
              </p>
            ) : (
              <ul className="err-quiet-list" data-testid="quiet-groups" data-sure={String(quiet.sure)}>
                {quiet.groups.map((group) => (
                  <li key={group.id} data-error-id={group.id}>
                    <a
                      href={errorsHref(groupSegments(group.id), params, { [GROUP_PAGE_PARAMS.page]: null })}
                      className="err-message"
                      dir="auto"
                    >
                      {displayText(group.message) || '(no message)'}
                    </a>
                    <span className="err-quiet-since">
                      quiet since <time dateTime={group.lastAt}>{formatDateTime(Date.parse(group.lastAt))}</time>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {quiet.sure ? null : (
              <p className="err-note" role="note">
                This window has more than {COMPARED_LIMIT} groups: these are not among its top {COMPARED_LIMIT} by
                events, so some may still have had a few events.
              </p>
            )}
            {quiet.thenComplete ? null : (
              <p className="err-note" role="note">
                Only the top {COMPARED_LIMIT} groups of the {label} were looked at.
              </p>
            )}
            {adjacent ? null : (
              <p className="err-note" role="note">
                "Quiet since" is the last event in the {label}; the time between the two windows is not looked at.
              </p>
            )}
          </>
        );
      }}
    </DataState>
  );
}
