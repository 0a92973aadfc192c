// The one store of app-wide values: readers render again on a change, and a value kept elsewhere
// (localStorage, a media query) is read where it lives and followed when it changes there.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore, inMemory } from './create-store.ts';

afterEach(cleanup);

describe('createStore', () => {
  it('renders its readers again when set, a selected part only when that part changes', () => {
    const store = createStore(inMemory({ count: 1, label: 'a' }));
    let labelRenders = 0;
    const Count = () => <p>count {store.use().count}</p>;
    const Label = () => (labelRenders++, (<p>label {store.use((value) => value.label)}</p>));
    render(
      <>
        <Count />
        <Label />
      </>,
    );
    act(() => store.set({ ...store.get(), count: 2 }));
    expect(screen.getByText('count 2')).toBeTruthy();
    expect(labelRenders).toBe(1);
    act(() => store.set({ ...store.get(), label: 'b' }));
    expect(screen.getByText('label b')).toBeTruthy();
  });

  it('reads a value kept elsewhere, writes it there, and follows what changes it there', () => {
    let kept = 'off';
    let tell: (() => void) | null = null;
    const store = createStore({
      read: () => kept,
      write: (next: string) => (kept = next),
      watch: (changed) => ((tell = changed), () => (tell = null)),
    });
    const Setting = () => <p>{store.use()}</p>;
    const { unmount } = render(<Setting />);
    act(() => store.set('on'));
    expect([kept, screen.getByRole('paragraph').textContent]).toEqual(['on', 'on']);
    kept = 'elsewhere';
    act(() => tell?.());
    expect(screen.getByRole('paragraph').textContent).toBe('elsewhere');
    unmount();
    expect(tell).toBeNull();
  });
});
