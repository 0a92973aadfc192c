// A group's events against the comparison window, in the list's Events column: fewer is better.
// A group the comparison list does not hold gets "–" with the reason in its tooltip.
import type { ReactNode } from 'react';
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import { computeChange } from '../../domain/change.ts';
import { ChangeBadge, changeTooltip, type ChangeWindows } from '../../ui/change.tsx';
import { formatCount } from '../../ui/format.ts';
import { COMPARED_LIMIT, eventsThen, type ThenIndex } from './error-comparison.ts';

/** What the list knows of the comparison for its rows: the windows and the comparison's groups. */
export interface ListComparison {
  label: string;
  current: ResolvedWindow;
  window: ResolvedWindow;
  then: ThenIndex;
}

const eventsText = (n: number | null) => (n === null ? 'no value' : `${formatCount(n)} event${n === 1 ? '' : 's'}`);

export function EventsChange({
  groupId,
  events,
  comparison,
}: {
  groupId: string;
  events: number | null;
  comparison: ListComparison;
}): ReactNode {
  const windows: ChangeWindows = {
    label: comparison.label,
    current: comparison.current,
    comparison: comparison.window,
  };
  const then = eventsThen(groupId, comparison.then);
  if (then.kind === 'listed') {
    return (
      <ChangeBadge
        change={computeChange(events, then.events, 'down')}
        now={eventsText(events)}
        then={eventsText(then.events)}
        windows={windows}
        testId="events-change"
      />
    );
  }
  const reason =
    then.kind === 'none'
      ? `No events in the ${comparison.label}: new since the ${comparison.label}`
      : `Not among the top ${COMPARED_LIMIT} groups in the ${comparison.label}: its events then are not known`;
  return (
    <span
      className="change change-neutral"
      data-testid="events-change"
      data-change=""
      data-then={then.kind}
      title={`${changeTooltip(eventsText(events), then.kind === 'none' ? eventsText(0) : 'not known', windows)}\n${reason}`}
    >
      –
    </span>
  );
}
