// The error groups of one page: what failed, how much, since when, and the trend. A row opens
// its group; the message is a real link so it works from the keyboard and opens in place.
import type { ReactNode } from 'react';
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import type { ErrorList } from '../../api/answer-types.ts';
import { displayText } from '../../ui/display-text.ts';
import { formatCount } from '../../ui/format.ts';
import { isNewInWindow } from './error-comparison.ts';
import { GROUP_PAGE_PARAMS } from './error-params.ts';
import { errorsHref, goToErrors, groupSegments } from './error-routes.ts';
import { EventsChange, type ListComparison } from './events-change.tsx';
import { Sparkline } from './sparkline.tsx';
import { TimeAgo } from './time-ago.tsx';

/** Another group's events start at their first page. */
const FRESH_GROUP = { [GROUP_PAGE_PARAMS.page]: null };

/**
 * `window`: the list's window, which marks the groups first seen inside it as New.
 * `rows`: the rows to show, when not all of the list's (New only).
 * `comparison`: with Compare on, the comparison's groups, or 'pending' until they can be shown.
 */
export function ErrorsTable(props: {
  list: ErrorList;
  rows?: ErrorList['data'];
  params: URLSearchParams;
  window: ResolvedWindow | null;
  comparison?: ListComparison | 'pending' | null;
}): ReactNode {
  const { list, params, window, comparison = null } = props;
  const now = Date.now();
  return (
    <table className="err-table err-groups" data-testid="error-groups">
      <thead>
        <tr>
          <th scope="col" className="err-col-message">
            Error
          </th>
          <th scope="col" className="err-col-trend">
            Trend
          </th>
          <th scope="col" className="num">
            Events
          </th>
          {comparison ? (
            <th
              scope="col"
              className="num"
              title={comparison === 'pending' ? undefined : `Events against the ${comparison.label}`}
            >
              Change
            </th>
          ) : null}
          <th scope="col" className="num">
            Users
          </th>
          <th scope="col" className="num err-col-comments">
            Comments
          </th>
          <th scope="col">First seen</th>
          <th scope="col">Last seen</th>
          <th scope="col" className="err-col-status">
            Status
          </th>
        </tr>
      </thead>
      <tbody>
        {(props.rows ?? list.data).map((group) => (
          <tr
            key={group.id}
            data-error-id={group.id}
            onClick={(event) => {
              // The link handles its own clicks (and middle clicks); the rest of the row follows it.
              if ((event.target as HTMLElement).closest('a')) return;
              goToErrors(groupSegments(group.id), FRESH_GROUP);
            }}
          >
            <td className="err-col-message">
              <a
                href={errorsHref(groupSegments(group.id), params, FRESH_GROUP)}
                className="err-message"
                dir="auto"
                title={displayText(group.message.length > 300 ? `${group.message.slice(0, 300)}…` : group.message)}
              >
                {displayText(group.message) || '(no message)'}
              </a>
              {window && isNewInWindow(group.firstAt, window) ? <NewBadge /> : null}
            </td>
            <td className="err-col-trend">
              <Sparkline trends={group.trends} trendDates={list.trendDates} />
            </td>
            <td className="num" data-testid="group-events" title={String(group.events)}>
              {formatCount(group.events)}
            </td>
            {comparison ? (
              <td className="num">
                {comparison === 'pending' ? (
                  <span className="err-muted" title="The comparison is not here yet">
                    …
                  </span>
                ) : (
                  <EventsChange groupId={group.id} events={group.events} comparison={comparison} />
                )}
              </td>
            ) : null}
            <td className="num" data-testid="group-users" title={String(group.users)}>
              {formatCount(group.users)}
            </td>
            <td className="num err-col-comments" title={String(group.comments)}>
              {formatCount(group.comments)}
            </td>
            <td className="err-when">
              <TimeAgo iso={group.firstAt} now={now} />
            </td>
            <td className="err-when">
              <TimeAgo iso={group.lastAt} now={now} />
            </td>
            <td className="err-col-status">
              <StatusBadge status={group.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function NewBadge(): ReactNode {
  return (
    <span className="err-new" data-testid="new-badge" title="First seen inside this window">
      New
    </span>
  );
}

const KNOWN_STATUSES = new Set(['open', 'resolved', 'ignored']);

/** A status the filter does not know is shown too, cut to the badge's width with the whole in its tooltip. */
export function StatusBadge({ status }: { status: string }): ReactNode {
  const known = KNOWN_STATUSES.has(status.toLowerCase()) ? ` err-status-${status.toLowerCase()}` : '';
  const shown = displayText(status);
  return (
    <span className={`err-status${known}`} title={shown.length > 24 ? shown.slice(0, 500) : undefined}>
      {shown}
    </span>
  );
}
