// The virtualised body: only the rows in (and near) view exist in the DOM. It owns the
// virtualiser, so a scroll redraws this component and the rows coming into view, nothing else.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import type { TableColumn } from './columns.ts';
import { itemAt, type DisplayRows } from './display-rows.ts';
import { DividerRow, TableRow } from './table-row.tsx';

export const ROW_HEIGHT = 32;

export interface TableBodyHandle {
  /** Brings a display position into view (keyboard navigation). */
  scrollToPosition: (position: number) => void;
}

export function TableBody<T>(props: {
  display: DisplayRows<T>;
  columns: readonly TableColumn<T>[];
  rowId: (row: T) => string;
  rowDomId: (index: number) => string;
  activeIndex: number;
  scroller: HTMLDivElement | null;
  onPick: (index: number) => void;
  handle: Ref<TableBodyHandle>;
}): ReactNode {
  const { display, columns, rowId, rowDomId, activeIndex, scroller, onPick, handle } = props;
  const virtualizer = useVirtualizer({
    count: display.count,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  });
  useImperativeHandle(handle, () => ({ scrollToPosition: (position) => virtualizer.scrollToIndex(position, { align: 'auto' }) }), [virtualizer]);
  const minorCount = display.ordered.length - display.minorFrom;
  const fast = useFlinging(virtualizer.scrollOffset ?? 0, virtualizer.isScrolling, scroller?.clientHeight ?? 0);

  return (
    <tbody style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const at = itemAt(display, item.index);
        if (at.kind === 'divider') return <DividerRow key="divider" count={minorCount} start={item.start} rowIndex={item.index + 2} />;
        return (
          <TableRow
            key={rowId(at.row)}
            row={at.row}
            columns={columns}
            index={at.index}
            rowIndex={item.index + 2}
            domId={rowDomId(at.index)}
            start={item.start}
            active={at.index === activeIndex}
            minor={display.hasDivider && at.minor}
            plain={fast}
            onPick={onPick}
          />
        );
      })}
    </tbody>
  );
}

/**
 * Whether the list is flung (half a screen or more a frame, as when the scroll bar is dragged):
 * then rows come into view as plain text, a third cheaper to draw than with their chips and
 * tooltips, which they take on once the list comes to rest.
 */
export function useFlinging(offset: number, scrolling: boolean, viewport: number): boolean {
  const last = useRef({ offset, fast: false });
  const moved = Math.abs(offset - last.current.offset);
  const fast = scrolling && viewport > 0 && (moved >= viewport / 2 || (last.current.fast && moved > 0));
  last.current = { offset, fast };
  return fast;
}
