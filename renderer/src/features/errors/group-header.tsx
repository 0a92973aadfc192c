// What a group is at a glance: its message, status and numbers, and the way to its newest event.
import { useState, type ReactNode } from 'react';
import type { ErrorGroup } from '../../api/answer-types.ts';
import { FigureChangeCell, shownValue, type Figure } from '../../ui/figure.tsx';
import type { Compared } from '../../view-kit/compared.ts';
import { displayText } from '../../ui/display-text.ts';
import { StatusBadge } from './error-columns.tsx';
import { groupFigures } from './group-figures.ts';
import { TimeAgo } from './time-ago.tsx';
import { formatWhole } from '../../ui/format.ts';

const LONG_MESSAGE = 400;

/** `compared`: with Compare on, the same group in the comparison window (fewer events and users is better). */
export function GroupHeader({
  group,
  compared = null,
  newestHref,
}: {
  group: ErrorGroup;
  compared?: Compared<ErrorGroup> | null;
  newestHref: string;
}): ReactNode {
  const [whole, setWhole] = useState(false);
  const long = group.message.length > LONG_MESSAGE;
  const message = displayText(long && !whole ? `${group.message.slice(0, LONG_MESSAGE)}…` : group.message);
  return (
    <header className="err-group-head" data-testid="group-header">
      <div className="err-group-title">
        <h1 dir="auto" className="err-group-message">
          {message || '(no message)'}
        </h1>
        {long ? (
          <button type="button" className="err-link-button" onClick={() => setWhole(!whole)}>
            {whole ? 'Show less' : `Show all ${formatWhole(group.message.length)} characters`}
          </button>
        ) : null}
        <div className="err-group-meta">
          <StatusBadge status={group.status} />
          <code className="err-hash" title="hashName">
            {group.hashName}
          </code>
        </div>
      </div>
      <dl className="err-stats">
        {groupFigures(group, compared).map((figure) => (
          <Stat key={figure.label} figure={figure} />
        ))}
        <Seen label="First seen" iso={group.firstAt} />
        <Seen label="Last seen" iso={group.lastAt} />
        <Seen label="Created" iso={group.created} />
      </dl>
      {(group.events ?? 0) > 0 ? (
        <a className="err-primary" href={newestHref} data-testid="newest-event">
          Newest event →
        </a>
      ) : (
        <span className="err-note">No events in this window</span>
      )}
    </header>
  );
}

/** When the group was seen first or last, or created, as a time ago. */
function Seen({ label, iso }: { label: string; iso: string }): ReactNode {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <TimeAgo iso={iso} />
      </dd>
    </div>
  );
}

function Stat({ figure }: { figure: Figure }): ReactNode {
  return (
    <div>
      <dt>{figure.label}</dt>
      <dd data-testid={figure.testId} title={figure.value === null ? 'No value in the answer' : String(figure.value)}>
        {shownValue(figure)}
      </dd>
      <FigureChangeCell figure={figure} className="err-stat-change" />
    </div>
  );
}
