import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS, SearchBox } from './search-box.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets `ms` of fake time pass. */
const wait = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

const setup = (value = '') => {
  const onSearch = vi.fn();
  const view = render(<SearchBox value={value} onSearch={onSearch} label="Search ajax calls" placeholder="Search" />);
  const box = screen.getByRole('searchbox', { name: 'Search ajax calls' }) as HTMLInputElement;
  /** Types `text` one key at a time, 50 ms apart (faster than the debounce). */
  const type = (text: string) => {
    for (const char of text) {
      fireEvent.change(box, { target: { value: box.value + char } });
      wait(50);
    }
  };
  return { onSearch, view, box, type };
};

describe('the search box', () => {
  it('searches once typing pauses, with what was typed last', () => {
    const { onSearch, box, type } = setup();
    expect(box.hasAttribute('data-search')).toBe(true);
    type('cart');
    expect(onSearch).not.toHaveBeenCalled();
    wait(SEARCH_DELAY_MS - 51);
    expect(onSearch).not.toHaveBeenCalled();
    wait(1);
    expect(onSearch.mock.calls).toEqual([['cart']]);

    type('s ');
    wait(SEARCH_DELAY_MS);
    expect(onSearch.mock.calls).toEqual([['cart'], ['carts']]);
    expect(box.value).toBe('carts ');
  });

  it('searches at once on Enter, and clearing the box clears the search', () => {
    const { onSearch, box, type } = setup('api');
    expect(box.value).toBe('api');
    type('/v2');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch.mock.calls).toEqual([['api/v2']]);
    wait(SEARCH_DELAY_MS * 2);
    expect(onSearch).toHaveBeenCalledTimes(1);
    fireEvent.change(box, { target: { value: '' } });
    wait(SEARCH_DELAY_MS);
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('follows the route when the search changes elsewhere (Back, a link)', () => {
    const { view, box } = setup('cart');
    view.rerender(
      <SearchBox value="users" onSearch={() => undefined} label="Search ajax calls" placeholder="Search" />,
    );
    expect(box.value).toBe('users');
  });

  it('never calls back after it is gone', () => {
    const { onSearch, view, type } = setup();
    type('x');
    view.unmount();
    wait(SEARCH_DELAY_MS);
    expect(onSearch).not.toHaveBeenCalled();
  });
});
