import { cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { numberColumn, textColumn, type TableColumn } from './columns.ts';
import { useFlinging } from './table-body.tsx';
import { TableRow } from './table-row.tsx';

afterEach(cleanup);

describe('a flung list', () => {
  const VIEWPORT = 600;
  it('is flung from a move of half a screen in a frame, and stays so while it moves and scrolls', () => {
    const { result, rerender } = renderHook(({ offset, scrolling }) => useFlinging(offset, scrolling, VIEWPORT), {
      initialProps: { offset: 0, scrolling: false },
    });
    expect(result.current).toBe(false);
    rerender({ offset: 120, scrolling: true }); // a wheel step
    expect(result.current).toBe(false);
    rerender({ offset: 480, scrolling: true }); // 360 px in a frame
    expect(result.current).toBe(true);
    rerender({ offset: 500, scrolling: true }); // slowing down, still moving
    expect(result.current).toBe(true);
    rerender({ offset: 500, scrolling: true }); // held still
    expect(result.current).toBe(false);
    rerender({ offset: 1200, scrolling: true });
    expect(result.current).toBe(true);
    rerender({ offset: 1200, scrolling: false }); // come to rest
    expect(result.current).toBe(false);
  });
});

describe('a row drawn while the list is flung', () => {
  interface Item {
    url: string;
    response: number;
  }
  const columns: readonly TableColumn<Item>[] = [
    textColumn('url', 'URL', (r) => r.url, { render: (r) => <b className="custom">{r.url}</b> }),
    numberColumn('response', 'Response', 'ms', (r) => r.response),
  ];
  const draw = (plain: boolean) =>
    render(
      <table>
        <tbody>
          <TableRow
            row={{ url: '/api/cart', response: 1234.5678 }}
            columns={columns}
            index={0}
            rowIndex={2}
            domId="r0"
            active={false}
            minor={false}
            plain={plain}
            onPick={() => undefined}
          />
        </tbody>
      </table>,
    ).container;

  it('shows the same text, without tooltips or custom cells, which come back at rest', () => {
    const flung = draw(true);
    expect([...flung.querySelectorAll('td')].map((td) => [td.textContent, td.getAttribute('title')])).toEqual([
      ['/api/cart', null],
      ['1,235', null],
    ]);
    expect(flung.querySelector('.custom')).toBeNull();
    cleanup();
    const still = draw(false);
    expect([...still.querySelectorAll('td')].map((td) => [td.textContent, td.getAttribute('title')])).toEqual([
      ['/api/cart', '/api/cart'],
      ['1,235', '1,234.568 ms'],
    ]);
    expect(still.querySelector('.custom')?.textContent).toBe('/api/cart');
  });
});
