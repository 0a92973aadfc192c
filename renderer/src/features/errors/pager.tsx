// Page navigation from the envelope's pagination fields, with the page size beside it.
import type { ReactNode } from 'react';
import { PageSizeSelect, type Paging } from '../../view-kit/page-size-select.tsx';
import { formatWhole } from '../../ui/format.ts';

export function Pager(props: Paging & { noun: string }): ReactNode {
  const { page, limit, totalPages, totalCount, hasMore, count } = props.pagination;
  const first = totalCount === 0 ? 0 : (page - 1) * limit + 1;
  const last = (page - 1) * limit + count;
  const pages = Math.max(totalPages, 1);
  return (
    <nav className="err-pager" aria-label={`Pages of ${props.noun}`}>
      <span className="err-pager-range" data-testid="pager-range">
        {first}–{last} of {formatWhole(totalCount)} {props.noun}
      </span>
      <button type="button" onClick={() => props.onPage(1)} disabled={page <= 1} aria-label="First page">
        «
      </button>
      <button type="button" onClick={() => props.onPage(page - 1)} disabled={page <= 1}>
        ‹ Previous
      </button>
      <span className="err-pager-page" aria-current="page">
        Page {page} of {pages}
      </span>
      <button type="button" onClick={() => props.onPage(page + 1)} disabled={!hasMore && page >= pages}>
        Next ›
      </button>
      <button type="button" onClick={() => props.onPage(pages)} disabled={page >= pages} aria-label="Last page">
        »
      </button>
      <PageSizeSelect label="Per page" className="err-pager-size" limit={limit} onLimit={props.onLimit} />
    </nav>
  );
}
