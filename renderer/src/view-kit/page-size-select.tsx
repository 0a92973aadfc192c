// How many rows a paged list shows (the errors' list and events, the pages list): its usual
// sizes, plus the one in the route if it was typed by hand, in order.
import type { ReactNode } from 'react';
import type { Pagination } from '../../../shared/schemas/common.ts';

/** The sizes every paged list offers. */
const PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/** What a paged list's pager is given: the answer's pagination, and the way to another page or size. */
export interface Paging {
  pagination: Pagination;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

export function PageSizeSelect(props: {
  label: string;
  className: string;
  limit: number;
  onLimit: (limit: number) => void;
}): ReactNode {
  const { limit } = props;
  return (
    <label className={props.className}>
      {props.label}
      <select value={limit} onChange={(event) => props.onLimit(Number(event.target.value))}>
        {[...new Set([...PAGE_SIZES, limit])]
          .sort((a, b) => a - b)
          .map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
      </select>
    </label>
  );
}
