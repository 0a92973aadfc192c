import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnSort } from './sort-param.ts';
import { Profiler, useState, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCsv } from '../csv.ts';
import { numberColumn, textColumn, type TableColumn } from './columns.ts';
import { DataTable, ROW_HEIGHT } from './data-table.tsx';

const saved = vi.hoisted(() => ({ files: [] as { filename: string; mime: string; text?: string }[] }));
vi.mock('../../platform/save-export.ts', () => ({
  saveExport: async (file: { filename: string; mime: string; text?: string }) => {
    saved.files.push(file);
    return { ok: true, message: `Downloading ${file.filename}` };
  },
}));

interface Call {
  id: string;
  url: string;
  calls: number;
  response: number;
  size: number;
  minor: boolean;
}

const COLUMNS: readonly TableColumn<Call>[] = [
  textColumn('url', 'URL', (r) => r.url),
  numberColumn('calls', 'Calls', 'count', (r) => r.calls),
  numberColumn('response', 'Response', 'ms', (r) => r.response),
  numberColumn('size', 'Received', 'KB', (r) => r.size),
];
const rowId = (r: Call) => r.id;
const isMinor = (r: Call) => r.minor;

const CALLS: Call[] = [
  { id: 'a', url: '/api/cart', calls: 900, response: 9.5, size: 2048, minor: false },
  { id: 'b', url: '/api/users/*', calls: 500, response: 1000, size: 100, minor: false },
  { id: 'c', url: '/api/search, v2', calls: 300, response: 25.5, size: 0, minor: false },
  { id: 'd', url: '=cmd()', calls: 4, response: 100, size: 51_200, minor: true },
  { id: 'e', url: '/api/ping', calls: 2, response: 9.25, size: 10, minor: true },
];

/** A long list, busiest first, none of it minor. */
const MANY: Call[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `r${i}`,
  url: `/api/item/${i}`,
  calls: 10_000 - i,
  response: i,
  size: i,
  minor: false,
}));

function Harness(props: { rows: readonly Call[]; onOpen?: (row: Call) => void; minor?: boolean }): ReactNode {
  const [sort, setSort] = useState<ColumnSort>({ id: 'calls', desc: true });
  return (
    <DataTable
      label="Calls"
      noun={['call', 'calls']}
      rows={props.rows}
      columns={COLUMNS}
      rowId={rowId}
      sort={sort}
      onSortChange={setSort}
      onOpen={props.onOpen}
      isMinor={props.minor === false ? undefined : isMinor}
      exportName="calls.csv"
    />
  );
}

// jsdom lays nothing out: give the scroll box a height so the virtualiser has a window to fill.
const VIEWPORT = 320;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('table-scroll') ? VIEWPORT : 0;
    },
  });
});
/** Scrolls the table's box to `top` px, as the wheel or a fling would. */
function scrollTo(top: number): void {
  const scroller = document.querySelector('.table-scroll')!;
  Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: top });
  act(() => {
    fireEvent.scroll(scroller);
  });
}

beforeEach(() => {
  saved.files.length = 0;
});
afterEach(cleanup);

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));
const urls = () =>
  bodyRows()
    .filter((row) => row.classList.contains('table-row'))
    .map((row) => within(row).getAllByRole('gridcell')[0]!.textContent);
const grid = () => screen.getByRole('grid', { name: 'Calls' });

describe('the data table', () => {
  it('sorts numbers by their raw value, biggest first, then the other way', async () => {
    const user = userEvent.setup();
    render(<Harness rows={CALLS} minor={false} />);
    expect(urls()).toEqual(['/api/cart', '/api/users/*', '/api/search, v2', '=cmd()', '/api/ping']);

    const response = screen.getByRole('button', { name: /Response \(ms\)/ });
    await user.click(response);
    // 1000 > 100 > 25.5 > 9.5 > 9.25: sorting the text, even digit-aware, puts 9.25 above 9.5.
    expect(urls()).toEqual(['/api/users/*', '=cmd()', '/api/search, v2', '/api/cart', '/api/ping']);
    expect(response.closest('th')).toHaveProperty('ariaSort', 'descending');

    // The keyboard sorts too: the header is a button.
    response.focus();
    await user.keyboard('{Enter}');
    expect(urls()).toEqual(['/api/ping', '/api/cart', '/api/search, v2', '=cmd()', '/api/users/*']);
    expect(response.closest('th')!.getAttribute('aria-sort')).toBe('ascending');

    await user.click(screen.getByRole('button', { name: /^URL/ }));
    expect(urls()).toEqual(['/api/cart', '/api/ping', '/api/search, v2', '/api/users/*', '=cmd()']);
  });

  it('shows each number rounded in its column unit, with the exact value in the tooltip', () => {
    render(<Harness rows={CALLS} minor={false} />);
    const cart = bodyRows().find((row) => row.textContent?.includes('/api/cart'))!;
    const cells = within(cart).getAllByRole('gridcell');
    expect(cells.map((c) => c.textContent)).toEqual(['/api/cart', '900', '9.5', '2.0']);
    expect(cells.map((c) => c.getAttribute('title'))).toEqual(['/api/cart', '900', '9.5 ms', '2,048 B']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'URL',
      'Calls▼',
      'Response (ms)',
      'Received (KB)',
    ]);
  });

  it('moves the active row with the keyboard and opens it with Enter', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<Harness rows={CALLS} onOpen={onOpen} minor={false} />);
    grid().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const active = document.getElementById(grid().getAttribute('aria-activedescendant')!)!;
    expect(active.getAttribute('aria-selected')).toBe('true');
    expect(active.textContent).toContain('/api/search, v2');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(CALLS[1]);
    await user.keyboard('{End}{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(CALLS[4]);
    await user.keyboard('{Home}{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(CALLS[0]);
    await user.click(screen.getByText('=cmd()'));
    expect(onOpen).toHaveBeenLastCalledWith(CALLS[3]);
    expect(onOpen).toHaveBeenCalledTimes(4);
  });

  it('sets the rows under 1 % of throughput apart, below a divider, dimmed', async () => {
    const user = userEvent.setup();
    render(<Harness rows={CALLS} />);
    const rows = bodyRows();
    expect(rows.map((r) => (r.classList.contains('table-divider') ? '—' : r.textContent?.split(/\d/)[0]))).toEqual([
      '/api/cart',
      '/api/users/*',
      '/api/search, v',
      '—',
      '=cmd()',
      '/api/ping',
    ]);
    expect(rows[3]!.textContent).toBe('Under 1 % of throughput · 2');
    expect(
      rows
        .filter((r) => r.classList.contains('minor'))
        .map((r) => (r.id === '' ? '' : within(r).getAllByRole('gridcell')[0]!.textContent)),
    ).toEqual(['=cmd()', '/api/ping']);
    expect(screen.getByTestId('table-count').textContent).toBe('5 calls · 2 under 1 % of throughput');

    // Sorting orders each group on its own: the minor rows stay below the divider.
    await user.click(screen.getByRole('button', { name: /Response \(ms\)/ }));
    expect(urls()).toEqual(['/api/users/*', '/api/search, v2', '/api/cart', '=cmd()', '/api/ping']);
  });

  it('renders only a window of a long list, and follows the scroll', () => {
    render(<Harness rows={MANY} />);
    expect(grid().getAttribute('aria-rowcount')).toBe('10001');
    const first = bodyRows();
    expect(first.length).toBeGreaterThanOrEqual(VIEWPORT / ROW_HEIGHT);
    expect(first.length).toBeLessThan(40);
    expect(first[0]!.textContent).toContain('/api/item/0');

    scrollTo(5000 * ROW_HEIGHT);
    const later = urls();
    expect(later.length).toBeLessThan(40);
    expect(later).toContain('/api/item/5000');
    expect(later).not.toContain('/api/item/0');
    expect(screen.getByTestId('table-count').textContent).toBe('10,000 calls');
  });

  it('mounts in one render, its rows in view drawn in it, when its box is as the last table’s', () => {
    // The first table learns the box's size (320 px here; the app's tables sit alike).
    render(<Harness rows={MANY} />);
    cleanup();
    // A view switch mounts the next table: one commit, and in it the rows that fill the box
    // (not an empty body, then the box found, then the rows: three renders and a layout read
    // while the page was still being drawn).
    const commits: string[] = [];
    render(
      <Profiler id="table" onRender={(_id, phase) => commits.push(phase)}>
        <Harness rows={MANY} />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
    expect(bodyRows().length).toBeGreaterThanOrEqual(VIEWPORT / ROW_HEIGHT);
    expect(bodyRows().length).toBeLessThan(40);
  });

  it('keeps the elements of rows still in view, and a flung list shows the new rows in the same elements', () => {
    render(<Harness rows={MANY} minor={false} />);
    const rowShowing = (url: string) =>
      bodyRows().find((row) => within(row).queryAllByRole('gridcell')[0]?.textContent === url);
    const spacer = () => document.querySelector<HTMLElement>('.table-spacer')!;

    const third = rowShowing('/api/item/3');
    scrollTo(2 * ROW_HEIGHT); // a wheel step: less than half a screen
    expect(rowShowing('/api/item/3')).toBe(third);

    scrollTo(3000 * ROW_HEIGHT); // the scroll bar dragged: many screens a frame
    const before = bodyRows();
    scrollTo(5000 * ROW_HEIGHT);
    expect(urls()).toContain('/api/item/5000');
    expect(urls()).not.toContain('/api/item/3000');
    expect(bodyRows().every((row) => before.includes(row))).toBe(true);
    // The rows lie in flow below a spacer as tall as the rows above the first one drawn.
    const firstDrawn = Number(/\d+$/.exec(urls()[0]!)![0]);
    expect(spacer().style.height).toBe(`${firstDrawn * ROW_HEIGHT}px`);
  });

  it('exports the table as displayed: sort, grouping, units in the header, guarded cells', async () => {
    const user = userEvent.setup();
    render(<Harness rows={CALLS} />);
    await user.click(screen.getByRole('button', { name: /Response \(ms\)/ }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(saved.files).toHaveLength(1);
    expect(saved.files[0]).toMatchObject({ filename: 'calls.csv', mime: 'text/csv' });
    expect(parseCsv(saved.files[0]!.text!)).toEqual([
      ['URL', 'Calls', 'Response (ms)', 'Received (KB)'],
      ['/api/users/*', '500', '1000', '0.098'],
      ['/api/search, v2', '300', '25.5', '0'],
      ['/api/cart', '900', '9.5', '2'],
      ["'=cmd()", '4', '100', '50'],
      ['/api/ping', '2', '9.25', '0.01'],
    ]);
    expect(await screen.findByText('Downloading calls.csv')).toBeTruthy();
  });
});
