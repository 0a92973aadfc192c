// Paging through the plain pages list: "1–25 of 57", previous / next, rows per page (the API
// allows 1 to 100).
import type { ReactNode } from 'react';
import { PageSizeSelect, type Paging } from '../../view-kit/page-size-select.tsx';
import { formatWhole } from '../../ui/format.ts';

export function PaginationBar(props: Paging): ReactNode {
  const { count, limit, page, totalPages, totalCount, hasMore } = props.pagination;
  const first = count === 0 ? 0 : (page - 1) * limit + 1;
  const last = count === 0 ? 0 : first + count - 1;
  return (
    <nav className="pagination" aria-label="Pages of the list">
      <span className="pagination-range" data-testid="pagination-range">
        {formatWhole(first)}–{formatWhole(last)} of {formatWhole(totalCount)}
      </span>
      <button type="button" onClick={() => props.onPage(page - 1)} disabled={page <= 1} aria-label="Previous page">
        <span aria-hidden="true">‹ </span>Previous
      </button>
      <span className="pagination-page">
        Page {page} of {Math.max(totalPages, 1)}
      </span>
      <button type="button" onClick={() => props.onPage(page + 1)} disabled={!hasMore} aria-label="Next page">
        Next<span aria-hidden="true"> ›</span>
      </button>
      <PageSizeSelect label="Rows per page" className="pagination-size" limit={limit} onLimit={props.onLimit} />
    </nav>
  );
}
