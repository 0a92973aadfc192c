// The sticky header: one sort button per column, the unit in its name (a change column's cells
// carry their own %). Memoised, so scrolling (which redraws the body) leaves it alone.
import type { ColumnSort } from './sort-param.ts';
import { memo, type ReactNode } from 'react';
import type { TableColumn } from './columns.ts';
import { headerWithUnit } from './units.ts';

interface HeadProps<T> {
  columns: readonly TableColumn<T>[];
  sort: ColumnSort;
  onToggle: (columnId: string) => void;
}

function TableHeadView<T>({ columns, sort, onToggle }: HeadProps<T>): ReactNode {
  return (
    <thead>
      <tr role="row" aria-rowindex={1}>
        {columns.map((c) => {
          const sorted = sort.id === c.id ? (sort.desc ? 'desc' : 'asc') : null;
          return (
            <th
              key={c.id}
              role="columnheader"
              className={c.unit ? 'num' : undefined}
              aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
              title={c.description}
              data-col={c.id}
            >
              <button type="button" onClick={() => onToggle(c.id)}>
                {c.change ? c.header : headerWithUnit(c.header, c.unit)}
                <span className="sort-mark" aria-hidden="true">
                  {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                </span>
              </button>
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

export const TableHead = memo(TableHeadView) as typeof TableHeadView;
