// The virtualised body: only the rows in (and near) view exist in the DOM. It owns the
// virtualiser, so a scroll redraws this component and its rows, nothing else.
import { observeElementRect, useVirtualizer, type Rect } from '@tanstack/react-virtual';
import { useImperativeHandle, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import type { TableColumn } from './columns.ts';
import { itemAt, type DisplayRows } from './display-rows.ts';
import { DividerRow, TableRow, type NoValueOf } from './table-row.tsx';

export const ROW_HEIGHT = 32;

/**
 * The last table's scroll box: a table starts from it, so its first render draws the rows in view
 * (the app's tables sit alike). A box of no size is a hidden one (a view left behind, about to go):
 * its rows stay as they are.
 */
let lastRect: Rect | null = null;
const rememberRect: typeof observeElementRect = (instance, onRect) =>
  observeElementRect(instance, (rect) => {
    if (rect.width === 0 && rect.height === 0) return;
    lastRect = rect;
    onRect(rect);
  });

export interface TableBodyHandle {
  /** Brings a display position into view (keyboard navigation). */
  scrollToPosition: (position: number) => void;
  /** The scroll box is there: the virtualiser starts following it. */
  attach: () => void;
}

export function TableBody<T>(props: {
  display: DisplayRows<T>;
  columns: readonly TableColumn<T>[];
  rowId: (row: T) => string;
  rowDomId: (index: number) => string;
  activeIndex: number;
  scroller: RefObject<HTMLDivElement | null>;
  onPick: (index: number) => void;
  /** Why a cell has no value (see TableRow). */
  noValue?: NoValueOf<T>;
  handle: Ref<TableBodyHandle>;
}): ReactNode {
  const { display, columns, rowId, rowDomId, activeIndex, scroller, onPick, noValue, handle } = props;
  const virtualizer = useVirtualizer({
    count: display.count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
    initialRect: lastRect ?? { width: window.innerWidth, height: window.innerHeight },
    observeElementRect: rememberRect,
  });
  useImperativeHandle(
    handle,
    () => ({
      scrollToPosition: (position) => virtualizer.scrollToIndex(position, { align: 'auto' }),
      attach: () => virtualizer._willUpdate(),
    }),
    [virtualizer],
  );
  const minorCount = display.goneFrom - display.minorFrom;
  const offset = virtualizer.scrollOffset ?? 0;
  const viewport = virtualizer.scrollRect?.height ?? 0;
  const fast = useFlinging(offset, virtualizer.isScrolling, viewport);
  // Rows beyond the edges serve a list that moves a little; a flung one draws what is in view.
  const drawn = virtualizer.getVirtualItems();
  const items = fast ? drawn.filter((item) => item.end > offset && item.start < offset + viewport) : drawn;

  return (
    <tbody style={{ height: virtualizer.getTotalSize() }}>
      {/* The rows drawn lie in flow below one spacer as tall as the rows above them. */}
      <tr className="table-spacer" aria-hidden="true" style={{ height: items[0]?.start ?? 0 }} />
      {items.map((item, slot) => {
        // A row element is keyed by its row, so a few rows scrolled in are a few new elements and
        // the rest stay as they are. A flung list is keyed by place instead: every row is new
        // there, and each element showing the row now at its place costs React new text and the
        // browser no new element to style (styling the new rows was most of such a frame).
        const at = itemAt(display, item.index);
        if (at.kind === 'divider')
          return <DividerRow key={fast ? slot : 'divider'} count={minorCount} rowIndex={item.index + 2} />;
        return (
          <TableRow
            key={fast ? slot : `row ${rowId(at.row)}`}
            row={at.row}
            columns={columns}
            index={at.index}
            rowIndex={item.index + 2}
            domId={rowDomId(at.index)}
            active={at.index === activeIndex}
            minor={display.hasDivider && at.minor}
            gone={at.gone}
            plain={fast}
            onPick={onPick}
            noValue={noValue}
          />
        );
      })}
    </tbody>
  );
}

/**
 * Whether the list is flung (half a screen or more a frame, as when the scroll bar is dragged):
 * then rows come into view as plain text in the elements already on screen, cheaper to draw than
 * new elements with their chips and tooltips, which they take on once the list comes to rest.
 */
export function useFlinging(offset: number, scrolling: boolean, viewport: number): boolean {
  const last = useRef({ offset, fast: false });
  const moved = Math.abs(offset - last.current.offset);
  const fast = scrolling && viewport > 0 && (moved >= viewport / 2 || (last.current.fast && moved > 0));
  last.current = { offset, fast };
  return fast;
}
