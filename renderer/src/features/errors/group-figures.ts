// An error group's headline figures, declared once: the group header's numbers and their change
// badges, and the group's PDF, render from them (fewer events and users is better).
import type { ErrorGroup } from '../../api/answer-types.ts';
import type { Figure } from '../../ui/figure.tsx';
import type { Compared } from '../../view-kit/compared.ts';
import { figuresOf, type FigureSpec } from '../../view-kit/headline.tsx';

const GROUP_FIGURES: readonly FigureSpec<ErrorGroup>[] = [
  {
    label: 'Events',
    unit: 'count',
    good: 'down',
    testId: 'stat-events',
    changeTestId: 'events-change',
    pick: (g) => g.events,
  },
  {
    label: 'Users',
    unit: 'count',
    good: 'down',
    testId: 'stat-users',
    changeTestId: 'users-change',
    pick: (g) => g.users,
  },
  { label: 'Comments', unit: 'count', good: 'neutral', testId: 'stat-comments', pick: (g) => g.comments },
];

/** Comments have no change: the comparison says nothing of them. */
export function groupFigures(group: ErrorGroup, compared: Compared<ErrorGroup> | null): Figure[] {
  return figuresOf(GROUP_FIGURES, group, compared).map((figure) =>
    figure.label === 'Comments' ? { ...figure, then: undefined } : figure,
  );
}
