// One event of a group, found by its position among the group's events in the window (newest is
// 1). Events are fetched a page at a time, so stepping through neighbours is usually instant.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { errorPathId } from '../../../../shared/error-terms.ts';
import { apiQuery } from '../../api/queries.ts';
import { useApi } from '../../api/use-api.ts';
import { hasData } from '../../api/view-state.ts';
import { DataState } from '../../view-kit/data-state.tsx';
import { GROUP_PAGE_PARAMS, readGroupFilters, readPageSize } from './error-params.ts';
import { errorsHref, eventSegments } from './error-routes.ts';
import { EventDetail } from './event-detail.tsx';
import { eventFacts } from './error-markdown.ts';
import { CopyMarkdownButton } from '../../view-kit/copy-markdown-button.tsx';
import { MaskToggle } from './mask-toggle.tsx';
import { maskEvent } from '../../domain/privacy-mask.ts';
import { usePrivacyMask } from '../../state/privacy-mask.ts';
import { useEventExport } from './error-detail-export.ts';
import type { GroupRoute } from './group-view.tsx';

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Events per request when stepping through a group. */
export const EVENT_PAGE_SIZE = 25;

export function EventView({ scope, errorId, position, params }: GroupRoute & { position: number }): ReactNode {
  const filters = readGroupFilters(params);
  const { masked } = usePrivacyMask();
  const page = Math.ceil(position / EVENT_PAGE_SIZE);
  const args = (p: number) => ({ path: { errorId }, query: { ...filters, limit: EVENT_PAGE_SIZE, page: p } });
  const state = useApi(scope, 'errors.events', args(page));
  const client = useQueryClient();
  const offset = (position - 1) % EVENT_PAGE_SIZE;
  const total = hasData(state) ? state.data.totalCount : 0;

  // At the edge of a page, fetch the neighbouring page ahead of the key press.
  const argsKey = JSON.stringify(args(page));
  useEffect(() => {
    const query = JSON.parse(argsKey) as ReturnType<typeof args>;
    const near =
      offset === EVENT_PAGE_SIZE - 1 && position < total ? page + 1 : offset === 0 && page > 1 ? page - 1 : null;
    if (near !== null)
      void client.prefetchQuery(apiQuery(scope, 'errors.events', { ...query, query: { ...query.query, page: near } }));
  }, [client, scope, argsKey, offset, page, position, total]);

  const raw = hasData(state) ? state.data.data[offset] : undefined;
  const event = useMemo(() => (raw && masked ? maskEvent(raw) : raw), [raw, masked]);
  useEventExport(state, event, hasData(state) ? state.window : null, position, masked);

  // Back on the group, its events list opens at the page holding this event.
  const groupPage = Math.ceil(position / readPageSize(params, GROUP_PAGE_PARAMS.limit));

  return (
    <section className="err-screen err-event-screen" data-testid="error-event">
      <nav className="err-crumbs" aria-label="Breadcrumb">
        <a href={errorsHref([], params)}>Errors</a> <span aria-hidden="true">›</span>{' '}
        <a
          href={errorsHref([errorId], params, { [GROUP_PAGE_PARAMS.page]: groupPage === 1 ? null : String(groupPage) })}
          data-testid="group-link"
          dir="auto"
          title={event?.groupName}
        >
          {event ? shorten(event.groupName, 70) : `Error ${errorPathId(errorId).slice(0, 8)}`}
        </a>{' '}
        <span aria-hidden="true">›</span> <span>Event {position}</span>
        {event && hasData(state) ? <CopyMarkdownButton facts={() => eventFacts(event, state.window)} /> : null}
        <MaskToggle />
      </nav>
      <DataState state={state}>
        {(list) =>
          event ? (
            <EventDetail event={event} errorId={errorId} position={position} total={list.totalCount} params={params} />
          ) : (
            <div className="state state-empty" role="note">
              <p>
                {list.totalCount === 0
                  ? 'This error has no events in this window.'
                  : `There is no event ${position} here: this error has ${list.totalCount} events in this window.`}
              </p>
              {list.totalCount > 0 ? (
                <p>
                  <a href={errorsHref(eventSegments(errorId, 1), params)}>Go to the newest event</a>
                </p>
              ) : null}
            </div>
          )
        }
      </DataState>
    </section>
  );
}
