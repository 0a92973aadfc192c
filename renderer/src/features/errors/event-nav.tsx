// Newer / older / newest / oldest within the group and window, by button or key (k, j, Home, End).
import type { ReactNode } from 'react';
import { useShortcut } from '../../ui/shortcuts.ts';
import { eventSegments, goToErrors } from './error-routes.ts';
import { formatWhole } from '../../ui/format.ts';

export function EventNav({
  errorId,
  position,
  total,
}: {
  errorId: string;
  position: number;
  total: number;
}): ReactNode {
  const go = (next: number) => {
    if (next >= 1 && next <= total && next !== position) goToErrors(eventSegments(errorId, next));
  };
  const newer = position > 1;
  const older = position < total;
  useShortcut({ keys: 'k', description: 'Newer event', group: 'Errors' }, () => go(position - 1));
  useShortcut({ keys: 'j', description: 'Older event', group: 'Errors' }, () => go(position + 1));
  useShortcut({ keys: 'Home', description: 'Newest event', group: 'Errors' }, () => go(1));
  useShortcut({ keys: 'End', description: 'Oldest event', group: 'Errors' }, () => go(total));
  return (
    <nav className="err-event-nav" aria-label="Events of this error">
      <button type="button" onClick={() => go(1)} disabled={!newer} title="Newest (Home)">
        « Newest
      </button>
      <button type="button" onClick={() => go(position - 1)} disabled={!newer} title="Newer (k)">
        ‹ Newer
      </button>
      <span className="err-event-position" data-testid="event-position">
        Event {formatWhole(position)} of {formatWhole(total)}
      </span>
      <button type="button" onClick={() => go(position + 1)} disabled={!older} title="Older (j)">
        Older ›
      </button>
      <button type="button" onClick={() => go(total)} disabled={!older} title="Oldest (End)">
        Oldest »
      </button>
    </nav>
  );
}
