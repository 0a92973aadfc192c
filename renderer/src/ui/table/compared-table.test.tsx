import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnSort } from './sort-param.ts';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { numberColumn, textColumn, type TableColumn } from './columns.ts';
import type { CompareMetric } from './compared-rows.ts';
import { ComparedTable, type TableComparison } from './compared-table.tsx';

interface Page {
  id: string;
  url: string;
  views: number;
  load: number;
}

const COLUMNS: readonly TableColumn<Page>[] = [
  textColumn('url', 'URL', (r) => r.url),
  numberColumn('views', 'Views', 'count', (r) => r.views),
  numberColumn('load', 'Load', 'ms', (r) => r.load),
];
const METRICS: readonly CompareMetric[] = [
  { column: 'views', good: 'neutral' },
  { column: 'load', good: 'down' },
];
const pageId = (r: Page) => r.id;
const NOW: Page[] = [
  { id: 'home', url: '/', views: 900, load: 1100 },
  { id: 'cart', url: '/cart', views: 300, load: 800 },
  { id: 'promo', url: '/promo', views: 50, load: 700 },
];
const DAY = 86_400_000;
const current = { start: Date.UTC(2026, 10, 20), end: Date.UTC(2026, 10, 21) };
const COMPARISON: TableComparison<Page> = {
  windows: { label: 'previous period', current, comparison: { start: current.start - DAY, end: current.start } },
  then: {
    rows: [
      { id: 'home', url: '/', views: 1000, load: 1000 },
      { id: 'cart', url: '/cart', views: 240, load: 1000 },
      { id: 'old', url: '/old', views: 70, load: 900 },
    ],
    complete: true,
  },
  nowComplete: true,
  metrics: METRICS,
};

function Harness({ comparison }: { comparison: TableComparison<Page> | null }): ReactNode {
  const [sort, setSort] = useState<ColumnSort>({ id: 'views', desc: true });
  return (
    <ComparedTable
      label="Pages"
      noun={['page', 'pages']}
      rows={NOW}
      columns={COLUMNS}
      rowId={pageId}
      sort={sort}
      onSortChange={setSort}
      exportName="pages.csv"
      comparison={comparison}
    />
  );
}

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('table-scroll') ? 320 : 0;
    },
  });
});
afterEach(cleanup);

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.classList.contains('table-row'));
const cell = (row: HTMLElement, column: string) => row.querySelector(`td[data-col="${column}"]`)!;

describe('the table with Compare', () => {
  it('with Compare off is the plain table', () => {
    render(<Harness comparison={null} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['URL', 'Views▼', 'Load (ms)']);
    expect(document.querySelectorAll('[data-change], [data-testid="row-mark"]')).toHaveLength(0);
  });

  it('draws each change beside its metric, coloured by its good way, marks new rows and lists gone ones last', () => {
    render(<Harness comparison={COMPARISON} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'URL',
      'Views▼',
      'Views change',
      'Load (ms)',
      'Load change',
    ]);
    const [home, cart, promo, old] = bodyRows() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    // 900 views against 1,000: −10 %, neither good nor bad; 1,100 ms against 1,000 ms: +10 %, worse.
    expect([
      cell(home, 'viewsChange').getAttribute('data-change'),
      cell(home, 'viewsChange').textContent,
      cell(home, 'viewsChange').className,
    ]).toEqual(['-10', '▼ −10 %', 'num change change-neutral']);
    expect([
      cell(home, 'loadChange').getAttribute('data-change'),
      cell(home, 'loadChange').className,
      cell(home, 'loadChange').textContent,
    ]).toEqual(['10', 'num change change-bad', '▲ +10 %, worse']);
    expect(cell(home, 'loadChange').getAttribute('title')).toContain('Now 1,100 ms');
    expect([cell(cart, 'loadChange').getAttribute('data-change'), cell(cart, 'loadChange').className]).toEqual([
      '-20',
      'num change change-good',
    ]);
    expect(within(promo).getByTestId('row-mark').textContent).toBe('new');
    expect(cell(promo, 'loadChange').getAttribute('data-change')).toBe('');
    expect(old.classList.contains('gone')).toBe(true);
    expect(within(old).getByTestId('row-mark').textContent).toBe('gone');
    expect([cell(old, 'views').textContent, cell(old, 'views').getAttribute('title')]).toEqual([
      '70',
      '70 in the previous period',
    ]);
    expect(screen.getByTestId('table-count').textContent).toBe('3 pages · 1 gone');
  });

  it('sorts by a change, keeping rows without one and the gone rows last', async () => {
    const user = userEvent.setup();
    render(<Harness comparison={COMPARISON} />);
    await user.click(screen.getByRole('button', { name: /Load change/ }));
    expect(bodyRows().map((r) => cell(r, 'url').getAttribute('title'))).toEqual(['/', '/cart', '/promo', '/old']);
    await user.click(screen.getByRole('button', { name: /Load change/ }));
    expect(bodyRows().map((r) => cell(r, 'url').getAttribute('title'))).toEqual(['/cart', '/', '/promo', '/old']);
  });
});
