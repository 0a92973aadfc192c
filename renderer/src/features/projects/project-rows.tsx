// Every project's row, each worked out by a component of its own (useProjectRow): an answer that
// comes renders its project's part, not a hundred projects' queries, and the rows that changed in
// one turn reach the table together.
import { memo, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Comparison } from '../../../../shared/comparison.ts';
import type { HealthThresholds } from '../../../../shared/preferences.ts';
import type { TimeWindow } from '../../../../shared/time-window.ts';
import { pendingRow, rowKey, useProjectRow, type ProjectRef, type ProjectRow } from './use-project-rows.ts';

/** The rows the sources have reported, by key; listeners hear of a turn's changes once. */
function createRowStore() {
  const rows = new Map<string, ProjectRow>();
  const listeners = new Set<() => void>();
  let version = 0;
  let scheduled = false;
  const changed = () => {
    version++;
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      for (const listener of listeners) listener();
    });
  };
  return {
    get: (key: string) => rows.get(key),
    set(row: ProjectRow) {
      if (rows.get(row.key) === row) return;
      rows.set(row.key, row);
      changed();
    },
    delete(key: string) {
      if (rows.delete(key)) changed();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}
type RowStore = ReturnType<typeof createRowStore>;

/**
 * Memoised: the screen renders again at every turn of changed rows, and a source that rendered
 * with it would run its project's eight queries again each time, answers or not.
 */
const RowSource = memo(function RowSource(props: {
  source: ProjectRef;
  timeWindow: TimeWindow;
  comparison: Comparison | null;
  thresholds: HealthThresholds;
  store: RowStore;
}): null {
  const { store } = props;

  const row = useProjectRow(props.source, props.timeWindow, props.comparison, props.thresholds);
  useEffect(() => store.set(row), [store, row]);
  useEffect(() => () => store.delete(row.key), [store, row.key]);
  return null;
});

/** The rows in the projects' order, and the sources that work them out (render them anywhere). */
export function useProjectRows(
  refs: readonly ProjectRef[],
  timeWindow: TimeWindow,
  comparison: Comparison | null,
  thresholds: HealthThresholds,
): { rows: ProjectRow[]; sources: ReactNode } {
  const [store] = useState(createRowStore);
  const version = useSyncExternalStore(store.subscribe, store.version);
  const rows = useMemo(
    () => refs.map((ref) => store.get(rowKey(ref)) ?? pendingRow(ref)),
    // `version` is what changes when a row does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [refs, store, version],
  );
  const sources = refs.map((ref) => (
    <RowSource
      key={rowKey(ref)}
      source={ref}
      timeWindow={timeWindow}
      comparison={comparison}
      thresholds={thresholds}
      store={store}
    />
  ));
  return { rows, sources };
}
