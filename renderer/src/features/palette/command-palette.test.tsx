// The palette over a long list: a keystroke scans one slice and shows what it found, the list
// busy; the rest of the scan goes on in tasks of its own, and every result is then shown.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Palette } from './command-palette.tsx';
import {
  itemsSource,
  preparedCount,
  prepareSome,
  searchPalette,
  type PaletteItem,
  type PaletteSource,
} from './palette-search.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const names = Array.from({ length: 60_000 }, (_, i) => (i % 2 === 0 ? `GET /api/cart/${i}` : `POST /api/order/${i}`));
const longList = () => {
  const source = itemsSource(
    'Ajax calls',
    names.map((label, i): PaletteItem => ({ id: `ajax:${i}`, group: 'Ajax calls', label, run: () => undefined })),
  );
  while (!prepareSome(source, 50));
  return source;
};

const palette = (lists: PaletteSource[]) => (
  <Palette
    onClose={() => undefined}
    fixed={() => []}
    scope={null}
    kind="browser"
    lists={lists}
    searching={false}
    onQuery={() => undefined}
  />
);
const renderPalette = (list: PaletteSource) => render(palette([list]));

it('shows a long list’s first slice at once, busy, then every result once the scan is done', async () => {
  const list = longList();
  // A clock that moves a millisecond each time it is read (the scan reads it every 1,024 rows):
  // a slice of 6 ms then scans some 6,000 rows, however fast this machine is.
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
  renderPalette(list);
  const results = screen.getByRole('listbox', { name: 'Results' });
  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'cart' } });
  // 60,000 rows take more than the keystroke's slice: some found, the rest to come.
  expect(results.getAttribute('aria-busy')).toBe('true');
  expect(screen.getByRole('status').textContent).toContain('Searching…');
  expect(screen.getAllByRole('option')).toHaveLength(8);
  expect(screen.getByText(/best 8 of/).textContent).not.toContain('30,000');
  const all = searchPalette('cart', [longList()], [])[0]!;
  await waitFor(() => expect(results.getAttribute('aria-busy')).toBe('false'));
  expect(screen.getByText(/best 8 of/).textContent).toContain('best 8 of 30,000');
  expect(screen.getAllByRole('option').map((option) => option.querySelector('.palette-label')!.textContent)).toEqual(
    all.items.map((item) => item.label),
  );
  expect(screen.getByRole('status').textContent).toContain('8 shown');
});

it('reads a long list once the palette is on screen, a short one at once, and goes on reading once it is closed', async () => {
  const source = itemsSource(
    'Ajax calls',
    names.map((label, i): PaletteItem => ({ id: `ajax:${i}`, group: 'Ajax calls', label, run: () => undefined })),
  );
  const frame = vi.spyOn(window, 'requestAnimationFrame');
  const { unmount } = renderPalette(source);
  // Before the palette's first frame, a chunk of the list at most (the tasks due before it too).
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(preparedCount(source)).toBeLessThanOrEqual(1_024);
  expect(frame).toHaveBeenCalled();
  await waitFor(() => expect(preparedCount(source)).toBeGreaterThan(1_024));
  const short = itemsSource('Pages', [{ id: 'page:1', group: 'Pages', label: '/checkout', run: () => undefined }]);
  renderPalette(short);
  expect(preparedCount(short)).toBe(1);
  unmount();
  // Closed, the palette's list is still read to the end: the next opening finds it read.
  await waitFor(() => expect(preparedCount(source)).toBe(names.length), { timeout: 10_000 });
});

it('counts a short list that comes while it is open as read, in the render that shows it', () => {
  const page = (i: number): PaletteItem => ({
    id: `page:${i}`,
    group: 'Pages',
    label: `/page/${i}`,
    run: () => undefined,
  });
  const pages = itemsSource('Pages', [page(1), page(2)]);
  const { rerender } = render(palette([pages]));
  expect(screen.getByRole('status').textContent).not.toContain('Reading');
  rerender(palette([pages, itemsSource('Pages', [page(3)])]));
  expect(screen.getByRole('status').textContent).not.toContain('Reading');
});
