// The table's sort lives in the route (`sort=-responseTime`: a leading minus is descending), so a
// list reopens in the order it was left.

/** A table's order: one column, largest or last first when `desc`. */
export interface ColumnSort {
  id: string;
  desc: boolean;
}

export function parseSort(param: string | null, known: readonly { id: string }[], fallback: ColumnSort): ColumnSort {
  if (!param) return fallback;
  const desc = param.startsWith('-');
  const id = desc ? param.slice(1) : param;
  return known.some((c) => c.id === id) ? { id, desc } : fallback;
}

export function formatSort(sort: ColumnSort): string {
  return `${sort.desc ? '-' : ''}${sort.id}`;
}

/**
 * The order after a click on a column's header: the column's own order turned around, or another
 * column in its first order (`descFirst`: numbers from the largest, text from A).
 */
export function nextSort(current: ColumnSort, id: string, descFirst: boolean): ColumnSort {
  return current.id === id ? { id, desc: !current.desc } : { id, desc: descFirst };
}
