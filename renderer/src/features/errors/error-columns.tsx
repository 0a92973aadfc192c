// The columns of the errors list, declared once: the table on screen renders each column's cell,
// the PDF its text, under the same header (the trend's sparkline is for the screen only).
import type { ReactNode, TdHTMLAttributes } from 'react';
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import type { ErrorList } from '../../api/answer-types.ts';
import { computeChange } from '../../domain/change.ts';
import { displayText } from '../../ui/display-text.ts';
import { formatCount, formatExact } from '../../ui/format.ts';
import { formatDateTime } from '../../ui/time.ts';
import { eventsThen, isNewInWindow } from './error-comparison.ts';
import { GROUP_PAGE_PARAMS } from './error-params.ts';
import { errorsHref, groupSegments } from './error-routes.ts';
import { EventsChange, type ListComparison } from './events-change.tsx';
import { Sparkline } from './sparkline.tsx';
import { TimeAgo } from './time-ago.tsx';

type Group = ErrorList['data'][number];

/** Another group's events start at their first page. */
export const FRESH_GROUP = { [GROUP_PAGE_PARAMS.page]: null };

/** What a row's cells on screen need besides the group. */
export interface RowContext {
  list: ErrorList;
  params: URLSearchParams;
  window: ResolvedWindow | null;
  now: number;
}

export interface ErrorColumn {
  header: string;
  /** The header in the PDF, when it says more than the screen's. */
  exportHeader?: string;
  headerTitle?: string;
  className?: string;
  cellProps?: (group: Group) => TdHTMLAttributes<HTMLTableCellElement> & { 'data-testid'?: string };
  cell: (group: Group, row: RowContext) => ReactNode;
  /** The cell as text in the PDF; none for a column only the screen has. */
  text?: (group: Group) => string;
}

const when = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '–' : formatDateTime(ms);
};

/** A count: read for people on screen, its exact number in the tooltip and in the PDF. */
const countColumn = (header: string, pick: (group: Group) => number | null, className: string, testId?: string) => ({
  header,
  className,
  cellProps: (group: Group) => ({ title: String(pick(group)), ...(testId ? { 'data-testid': testId } : {}) }),
  cell: (group: Group) => formatCount(pick(group)),
  text: (group: Group) => formatExact(pick(group)),
});

/** `comparison`: with Compare on, the comparison's groups, or 'pending' until they can be shown. */
export function errorColumns(comparison: ListComparison | 'pending' | null): ErrorColumn[] {
  const change: ErrorColumn[] = comparison
    ? [
        {
          header: 'Change',
          ...(comparison === 'pending'
            ? {}
            : {
                exportHeader: `Against the ${comparison.label}`,
                headerTitle: `Events against the ${comparison.label}`,
              }),
          className: 'num',
          cell: (group) =>
            comparison === 'pending' ? (
              <span className="err-muted" title="The comparison is not here yet">
                …
              </span>
            ) : (
              <EventsChange groupId={group.id} events={group.events} comparison={comparison} />
            ),
          ...(comparison === 'pending'
            ? {}
            : {
                text: (group: Group) => {
                  const then = eventsThen(group.id, comparison.then);
                  return then.kind === 'listed' ? computeChange(group.events, then.events, 'down').text : '–';
                },
              }),
        },
      ]
    : [];
  return [
    {
      header: 'Error',
      className: 'err-col-message',
      cell: (group, { params, window }) => (
        <>
          <a
            href={errorsHref(groupSegments(group.id), params, FRESH_GROUP)}
            className="err-message"
            dir="auto"
            title={displayText(group.message.length > 300 ? `${group.message.slice(0, 300)}…` : group.message)}
          >
            {displayText(group.message) || '(no message)'}
          </a>
          {window && isNewInWindow(group.firstAt, window) ? <NewBadge /> : null}
        </>
      ),
      text: (group) => displayText(group.message) || '(no message)',
    },
    {
      header: 'Trend',
      className: 'err-col-trend',
      cell: (group, { list }) => <Sparkline trends={group.trends} trendDates={list.trendDates} />,
    },
    countColumn('Events', (group) => group.events, 'num', 'group-events'),
    ...change,
    countColumn('Users', (group) => group.users, 'num', 'group-users'),
    countColumn('Comments', (group) => group.comments, 'num err-col-comments'),
    {
      header: 'First seen',
      cellProps: () => ({ className: 'err-when' }),
      cell: (group, { now }) => <TimeAgo iso={group.firstAt} now={now} />,
      text: (group) => when(group.firstAt),
    },
    {
      header: 'Last seen',
      cellProps: () => ({ className: 'err-when' }),
      cell: (group, { now }) => <TimeAgo iso={group.lastAt} now={now} />,
      text: (group) => when(group.lastAt),
    },
    {
      header: 'Status',
      className: 'err-col-status',
      cell: (group) => <StatusBadge status={group.status} />,
      text: (group) => displayText(group.status),
    },
  ];
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
