// The error groups of one page: what failed, how much, since when, and the trend. A row opens
// its group; the message is a real link so it works from the keyboard and opens in place. The
// columns are declared in error-columns.tsx, which the PDF reads too.
import type { ReactNode } from 'react';
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import type { ErrorList } from '../../api/answer-types.ts';
import { errorColumns, FRESH_GROUP } from './error-columns.tsx';
import { goToErrors, groupSegments } from './error-routes.ts';
import type { ListComparison } from './events-change.tsx';

/**
 * `window`: the list's window, which marks the groups first seen inside it as New.
 * `rows`: the rows to show, when not all of the list's (New only).
 * `comparison`: with Compare on, the comparison's groups, or 'pending' until they can be shown.
 */
export function ErrorsTable(props: {
  list: ErrorList;
  rows?: ErrorList['data'];
  params: URLSearchParams;
  window: ResolvedWindow | null;
  comparison?: ListComparison | 'pending' | null;
}): ReactNode {
  const { list, params, window, comparison = null } = props;
  const row = { list, params, window, now: Date.now() };
  const columns = errorColumns(comparison);
  return (
    <table className="err-table err-groups" data-testid="error-groups">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.className} title={column.headerTitle}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {(props.rows ?? list.data).map((group) => (
          <tr
            key={group.id}
            data-error-id={group.id}
            onClick={(event) => {
              // The link handles its own clicks (and middle clicks); the rest of the row follows it.
              if ((event.target as HTMLElement).closest('a')) return;
              goToErrors(groupSegments(group.id), FRESH_GROUP);
            }}
          >
            {columns.map((column) => (
              <td key={column.header} className={column.className} {...column.cellProps?.(group)}>
                {column.cell(group, row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
