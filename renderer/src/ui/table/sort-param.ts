// The table's sort lives in the route (`sort=-responseTime`: a leading minus is descending), so a
// list reopens in the order it was left.
import type { ColumnSort } from '@tanstack/react-table';

export function parseSort(param: string | null, known: readonly { id: string }[], fallback: ColumnSort): ColumnSort {
  if (!param) return fallback;
  const desc = param.startsWith('-');
  const id = desc ? param.slice(1) : param;
  return known.some((c) => c.id === id) ? { id, desc } : fallback;
}

export function formatSort(sort: ColumnSort): string {
  return `${sort.desc ? '-' : ''}${sort.id}`;
}
