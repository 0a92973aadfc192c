// "New only": the groups first seen inside the window. The API has no such filter, so the list is
// asked for by `firstAt`, newest first, and cut where the groups stop being new; the page size
// bounds how many one request sees, and the footer says when more may follow.
import type { ReactNode } from 'react';
import type { ErrorList } from '../../api/answer-types.ts';
import type { NewOnlyPage } from './error-comparison.ts';
import { formatWhole } from '../../ui/format.ts';

export const NEW_ONLY_PARAM = 'new';

export function readNewOnly(params: URLSearchParams): boolean {
  return params.get(NEW_ONLY_PARAM) === '1';
}

export function NewOnlyToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }): ReactNode {
  return (
    <label className="err-new-only">
      <input type="checkbox" checked={on} onChange={(event) => onChange(event.target.checked)} />
      New only
    </label>
  );
}

/** Under the new groups of one page: how many there are, or that the next page may hold more. */
export function NewOnlyFooter({
  list,
  page,
  onPage,
}: {
  list: ErrorList;
  page: NewOnlyPage;
  onPage: (page: number) => void;
}): ReactNode {
  // Sorted newest first: every row of the pages before this one was new too.
  const before = (list.page - 1) * list.limit;
  const count = before + page.rows.length;
  const noun = count === 1 ? 'group' : 'groups';
  return (
    <nav className="err-pager" aria-label="Pages of new groups">
      <span className="err-pager-range" data-testid="new-only-count" data-complete={String(!page.mayHaveMore)}>
        {page.mayHaveMore
          ? `${before + 1}–${count} of the groups first seen in this window; there may be more on the next page`
          : `${formatWhole(count)} ${noun} first seen in this window`}
      </span>
      {list.page > 1 ? (
        <button type="button" onClick={() => onPage(list.page - 1)}>
          ‹ Previous
        </button>
      ) : null}
      {page.mayHaveMore ? (
        <button type="button" onClick={() => onPage(list.page + 1)}>
          Next ›
        </button>
      ) : null}
    </nav>
  );
}
