// The head of a plain (not virtualised) table: its column headers, named in order.
import type { ReactNode } from 'react';

export function ColumnHeads(props: { names: readonly ReactNode[] }): ReactNode {
  return (
    <thead>
      <tr>
        {props.names.map((name, i) => (
          // The names are fixed for the table's life: their place is their identity.
          <th key={i} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
