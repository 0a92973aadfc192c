// A view's code that failed to load is asked for again by the view's Reload, stylesheet included:
// a stopped host must not leave a view that can never be drawn.
import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ViewProps } from '../view-kit/view-props.ts';
import { lazyComponent } from './lazy-component.ts';

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

const CSS = 'http://127.0.0.1/assets/ajax-view.css';
const Drawn = () => <h1>Ajax</h1>;

describe('a view whose code failed to load', () => {
  it('loads again when drawn again, its stylesheet asked for anew', async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: CSS });
    document.head.append(link);
    let calls = 0;
    const entry = lazyComponent(async () => {
      calls++;
      if (calls === 1) throw new Error(`Unable to preload CSS for ${CSS}`);
      return Drawn as unknown as (props: ViewProps) => ReactNode;
    });
    const draw = (key: number) => (
      <Boundary key={key}>
        <Suspense fallback={<p>Loading…</p>}>
          <entry.component {...({} as ViewProps)} />
        </Suspense>
      </Boundary>
    );
    const { rerender } = render(draw(1));
    expect((await screen.findByRole('alert')).textContent).toBe(`Unable to preload CSS for ${CSS}`);
    const relinked = document.head.querySelector(`link[href="${CSS}"]`);
    expect(relinked).not.toBeNull();
    expect(relinked).not.toBe(link); // a fresh element: the browser fetches it again

    // Not by itself: the failure stays on screen until the user asks again.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(1);

    expect(entry.loaded()).toBe(false);

    entry.retryLoad(); // what the view's Reload does, then draws it in a new boundary
    rerender(draw(2));
    expect((await screen.findByRole('heading', { name: 'Ajax' })).textContent).toBe('Ajax');
    expect(calls).toBe(2);
    expect(entry.loaded()).toBe(true); // what opens from a key (the palette) opens in the key's task
  });
});
