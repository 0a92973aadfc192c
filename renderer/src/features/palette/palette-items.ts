// What the palette lists, apart from how it searches: the groups, an item, and a source of items
// (kept free of the search's code, so the shell can make its sources without loading it).
export const GROUPS = [
  'Recent',
  'Commands',
  'Projects',
  'Recent windows',
  'Pages',
  'Ajax calls',
  'Routes',
  'Transactions',
  'Error groups',
] as const;
export type Group = (typeof GROUPS)[number];

export interface PaletteItem {
  /** Stable across openings: what "recently used" remembers. */
  id: string;
  group: Exclude<Group, 'Recent'>;
  label: string;
  /** The kind and a key number: "Ajax · 1,204 calls". */
  detail?: string;
  /** A key hint shown on the right (a shortcut). */
  keys?: string;
  run: () => void;
}

/** Rows of one kind, named by index: an item is made only for a row that is shown. */
export interface PaletteSource {
  group: PaletteItem['group'];
  size: number;
  label(index: number): string;
  item(index: number): PaletteItem;
}

export function itemsSource(group: PaletteItem['group'], items: readonly PaletteItem[]): PaletteSource {
  return { group, size: items.length, label: (i) => items[i]!.label, item: (i) => items[i]! };
}
