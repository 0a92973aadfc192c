// The group's events in the window, newest first, with the same filters: who, where, on what.
// A row opens that event; its position is the route, so the event view can step through them.
import type { ReactNode } from 'react';
import type { Scope } from '../../api/queries.ts';
import { useApi } from '../../api/use-api.ts';
import { navigate } from '../../state/route.ts';
import { DataState } from '../../view-kit/data-state.tsx';
import { BulkExport } from './bulk-export-panel.tsx';
import { GROUP_PAGE_PARAMS, readInt, readPageSize, type ErrorFilterKey } from './error-params.ts';
import { errorsHref, eventSegments, goToErrors } from './error-routes.ts';
import { Pager } from './pager.tsx';
import { maskEvents, userLabel } from '../../domain/privacy-mask.ts';
import { TimeAgo } from './time-ago.tsx';
import { envLabel } from './user-agent.ts';
import { displayText } from '../../ui/display-text.ts';
import { ColumnHeads } from '../../ui/column-heads.tsx';

export function GroupEvents(props: {
  scope: Scope;
  errorId: string;
  filters: Partial<Record<ErrorFilterKey, string>>;
  params: URLSearchParams;
  masked: boolean;
}): ReactNode {
  const { scope, errorId, filters, params, masked } = props;
  const page = readInt(params, GROUP_PAGE_PARAMS.page, 1);
  const limit = readPageSize(params, GROUP_PAGE_PARAMS.limit);
  const state = useApi(scope, 'errors.events', { path: { errorId }, query: { ...filters, limit, page } });
  const now = Date.now();
  return (
    <section className="err-panel err-events" aria-labelledby="events-title" data-testid="group-events">
      <div className="err-panel-head">
        <h2 id="events-title">Events</h2>
        <BulkExport scope={scope} errorId={errorId} filters={filters} />
      </div>
      <DataState state={state}>
        {(list) =>
          list.data.length === 0 ? (
            <div className="state state-empty" role="note">
              No events of this error in the window{Object.keys(filters).length ? ' match these filters' : ''}.
            </div>
          ) : (
            <>
              <table className="err-table">
                <ColumnHeads names={['When', 'User', 'Browser', 'OS', 'Device', 'Page', 'Version']} />
                <tbody>
                  {maskEvents(list.data, masked).map((event, i) => {
                    const position = (list.page - 1) * list.limit + i + 1;
                    return (
                      <tr
                        key={event.id}
                        data-event-id={event.id}
                        onClick={(e) =>
                          !(e.target as HTMLElement).closest('a') && goToErrors(eventSegments(errorId, position))
                        }
                      >
                        <td className="err-when">
                          <a href={errorsHref(eventSegments(errorId, position), params)}>
                            <span className="visually-hidden">Event {position}, </span>
                            <TimeAgo iso={event.timestamp} now={now} />
                          </a>
                        </td>
                        <td dir="auto" className="err-user">
                          {userLabel(event.user)}
                        </td>
                        <td>{envLabel(event.env, 'browser') || '–'}</td>
                        <td>{envLabel(event.env, 'os') || '–'}</td>
                        <td>{displayText(event.env.device) || '–'}</td>
                        <td className="err-url" dir="auto" title={displayText(event.request.url)}>
                          {displayText(event.url.group || event.request.url) || '–'}
                        </td>
                        <td>{displayText(event.version) || '–'}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              <Pager
                pagination={list}
                noun={list.totalCount === 1 ? 'event' : 'events'}
                onPage={(next) => navigate({ params: { [GROUP_PAGE_PARAMS.page]: next === 1 ? null : String(next) } })}
                onLimit={(next) =>
                  navigate({ params: { [GROUP_PAGE_PARAMS.limit]: String(next), [GROUP_PAGE_PARAMS.page]: null } })
                }
              />
            </>
          )
        }
      </DataState>
    </section>
  );
}
